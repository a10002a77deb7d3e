import { type MessageKey, useT } from '../../../lib/i18n';
import type { OnlineStep } from '../lib/onlineBooking';

const steps: { step: OnlineStep; label: MessageKey }[] = [
  { step: 'details', label: 'bookingOnline.step.details' },
  { step: 'party', label: 'bookingOnline.step.party' },
  { step: 'date', label: 'bookingOnline.step.date' },
  { step: 'slot', label: 'bookingOnline.step.slot' },
  { step: 'confirm', label: 'bookingOnline.step.confirm' },
];

/**
 * Where the player is among the five steps: the current one marked, the ones before it ticked only when they
 * are valid (`done`), else marked as still to complete.
 */
export function OnlineSteps({ current, done }: { current: OnlineStep; done: Record<OnlineStep, boolean> }) {
  const t = useT();
  const currentIndex = steps.findIndex((entry) => entry.step === current);
  return (
    <div className="online-steps">
      <ol className="online-steps__list" aria-label={t('bookingOnline.steps')}>
        {steps.map((entry, index) => {
          const state =
            index < currentIndex
              ? done[entry.step]
                ? 'done'
                : 'incomplete'
              : index === currentIndex
                ? 'current'
                : 'next';
          return (
            <li
              key={entry.step}
              className={`online-steps__step online-steps__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="online-steps__number" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="online-steps__label">{t(entry.label)}</span>
              {state === 'done' ? (
                <span className="visually-hidden"> {t('bookingOnline.stepDone')}</span>
              ) : null}
              {state === 'incomplete' ? (
                <span className="visually-hidden"> {t('bookingOnline.stepIncomplete')}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
