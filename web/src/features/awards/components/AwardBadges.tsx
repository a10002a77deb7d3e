import { useId } from 'react';
import type { MessageKey } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n';

/** Neutral sample marks: typographic badges, never the logo of a real award or company. */
const awards: { id: string; name: MessageKey; year: number }[] = [
  { id: 'links', name: 'awards.sampleLinks', year: 2024 },
  { id: 'coast', name: 'awards.sampleCoast', year: 2025 },
  { id: 'ecology', name: 'awards.sampleEcology', year: 2023 },
];

/** A double ring with a star at the top: the frame of a badge, decorative. */
function BadgeFrame() {
  return (
    <svg className="award__frame" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
      <circle cx="60" cy="60" r="57" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle
        cx="60"
        cy="60"
        r="50"
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
        strokeDasharray="2 4"
      />
      <path
        d="m60 6 2.4 4.9 5.4.8-3.9 3.8.9 5.4L60 18.4l-4.8 2.5.9-5.4-3.9-3.8 5.4-.8Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function AwardBadges() {
  const t = useT();
  const titleId = useId();
  return (
    <section className="awards" aria-labelledby={titleId}>
      <h2 id={titleId} className="awards__title">
        {t('awards.title')}
      </h2>
      <ul className="awards__list">
        {awards.map((award) => (
          <li key={award.id} className={`award award--${award.id}`}>
            <BadgeFrame />
            <span className="award__name">{t(award.name)}</span>
            <span className="award__year">{award.year}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
