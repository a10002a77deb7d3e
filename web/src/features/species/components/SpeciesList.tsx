import { useT } from '../../../lib/i18n';
import { courseSpecies, SPECIES_IMAGE_SIZE } from '../species';

/** The species of the course as cards: illustration, common name, scientific name and a short note. */
export function SpeciesList() {
  const t = useT();
  return (
    <ul className="species">
      {courseSpecies.map((species) => (
        <li key={species.id} className="species__item">
          <img
            className="species__image"
            src={species.image}
            alt={t(species.alt)}
            {...SPECIES_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
          />
          <div className="species__body">
            <h3 className="species__name">{t(species.name)}</h3>
            <p className="species__latin">
              <i lang="la">{t(species.latin)}</i>
            </p>
            <p className="species__text">{t(species.text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
