import { useId } from 'react';
import { type MessageKey, useT } from '../../../lib/i18n';

const steps: [when: MessageKey, what: MessageKey][] = [
  ['ecology.timeline.2003.when', 'ecology.timeline.2003.what'],
  ['ecology.timeline.2020.when', 'ecology.timeline.2020.what'],
  ['ecology.timeline.2021.when', 'ecology.timeline.2021.what'],
  ['ecology.timeline.2040.when', 'ecology.timeline.2040.what'],
];

/** The ecology plans at a glance: 2003, the 20-year plan of 2020 and its approval in spring 2021. */
export function PlanTimeline() {
  const t = useT();
  const titleId = useId();
  return (
    <section className="plan-timeline" aria-labelledby={titleId}>
      <h2 id={titleId} className="plan-timeline__title">
        {t('ecology.timeline.title')}
      </h2>
      <ol className="plan-timeline__steps">
        {steps.map(([when, what]) => (
          <li key={when} className="plan-timeline__step">
            <span className="plan-timeline__when">{t(when)}</span>
            <span className="plan-timeline__what">{t(what)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
