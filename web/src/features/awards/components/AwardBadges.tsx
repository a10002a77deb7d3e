import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { MarkLink, MarkPicture } from '../../marks/MarkPicture';
import { useAwards } from '../api/getAwards';

/**
 * The award marks staff published (docs/product.md, Award and brand marks), in their order: each mark's
 * picture, its name in the page's language and the year it was awarded, linked to the award's site when
 * staff gave one. Nothing until they have loaded (the server renders the home page with them), nor when
 * there are none.
 */
export function AwardBadges() {
  const t = useT();
  const titleId = useId();
  const awards = useAwards().data?.awards;
  if (!awards || awards.length === 0) return null;
  return (
    <section className="awards" aria-labelledby={titleId}>
      <h2 id={titleId} className="awards__title">
        {t('awards.title')}
      </h2>
      <ul className="awards__list">
        {awards.map((award) => (
          <li key={`${award.picture.id} ${award.name}`} className="award">
            <MarkLink href={award.link} className="award__body">
              <MarkPicture picture={award.picture} className="award__mark" sizes="9.5rem" />
              <span className="award__name">{award.name}</span>
              {award.year === null ? null : <span className="award__year">{award.year}</span>}
            </MarkLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
