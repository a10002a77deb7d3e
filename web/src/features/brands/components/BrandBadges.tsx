import { useT } from '../../../lib/i18n';
import { MarkLink, MarkPicture } from '../../marks/MarkPicture';
import { useBrands } from '../api/getBrands';

interface BrandBadgesProps {
  /** The accessible name of the list. */
  label: string;
}

/**
 * The brand marks staff published (docs/product.md, Award and brand marks), in their order: each brand's
 * mark (its alt text names the brand) and what the shop sells of it, linked to the brand's site when staff
 * gave one. While they are still the made-up samples of a new site, a note says so.
 */
export function BrandBadges({ label }: BrandBadgesProps) {
  const t = useT();
  const answer = useBrands().data;
  if (!answer || answer.brands.length === 0) return null;
  return (
    <>
      <ul className="brand-badges" aria-label={label}>
        {answer.brands.map((brand) => (
          <li key={`${brand.picture.id} ${brand.name}`} className="brand-badges__badge">
            <MarkLink href={brand.link} className="brand-badges__body">
              <MarkPicture picture={brand.picture} className="brand-badges__mark" sizes="12rem" />
              {brand.category ? <span className="brand-badges__category">{brand.category}</span> : null}
            </MarkLink>
          </li>
        ))}
      </ul>
      {answer.sample ? <p className="info-note">{t('golfshop.brandsNote')}</p> : null}
    </>
  );
}
