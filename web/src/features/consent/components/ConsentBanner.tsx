import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { useT } from '../../../lib/i18n';
import { useIsClient } from '../../../lib/useIsClient';
import { useConsent } from '../ConsentProvider';
import { allRejected, type ConsentCategory, type ConsentChoices } from '../consentStorage';

const categories: readonly { id: ConsentCategory; label: 'consent.analytics' | 'consent.video' }[] = [
  { id: 'analytics', label: 'consent.analytics' },
  { id: 'video', label: 'consent.video' },
];
const hints = { analytics: 'consent.analyticsHint', video: 'consent.videoHint' } as const;

/**
 * The consent banner: no cookie wall (the page stays usable behind it, it is no dialog) and no consent by
 * browsing on. It shows until the visitor chooses, and again from the footer's "Cookie settings". The
 * prerendered page holds it, so that it paints with the page.
 */
export function ConsentBanner() {
  const t = useT();
  const consent = useConsent();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const choicesRef = useRef<HTMLFieldSetElement>(null);
  /** Set when "Choose cookies" unfolds the choices: focus goes to the first one. */
  const focusChoices = useRef(false);
  // Prerendered and hydrated as if no choice were stored; the page's CSS shows it before the app runs
  // only where none is (boot/consentPrompt.ts), and the app decides once it knows.
  // The admin's preview of a draft (?preview=draft) shows the page without it, once hydrated.
  const preview = useIsClient() && new URLSearchParams(window.location.search).get('preview') === 'draft';
  const visible = !preview && (!consent.known || consent.choices === null || consent.settingsOpen);
  const [expanded, setExpanded] = useState(consent.settingsOpen);
  const [draft, setDraft] = useState<ConsentChoices>(consent.choices ?? allRejected);

  // Reopened from the footer: show the current choices, open, and take focus there.
  useEffect(() => {
    if (!consent.settingsOpen) return;
    setDraft(consent.choices ?? allRejected);
    setExpanded(true);
    titleRef.current?.focus({ preventScroll: true });
  }, [consent.settingsOpen, consent.choices]);

  useEffect(() => {
    if (!expanded || !focusChoices.current) return;
    focusChoices.current = false;
    choicesRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [expanded]);

  if (!visible) return null;
  return (
    <section
      className="consent-banner"
      aria-labelledby={titleId}
      data-before-start={consent.known ? undefined : ''}
    >
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id={titleId} ref={titleRef} className="consent-banner__title" tabIndex={-1}>
            {t('consent.title')}
          </h2>
          <p>
            {t('consent.text')} <Link to={paths.privacy}>{t('consent.privacy')}</Link>
          </p>
        </div>
        {expanded ? (
          <fieldset ref={choicesRef} className="consent-banner__choices">
            <legend className="consent-banner__legend">{t('consent.categories')}</legend>
            <label className="consent-choice">
              <input type="checkbox" checked disabled />
              <span>
                <span className="consent-choice__name">{t('consent.essential')}</span>
                <span className="consent-choice__hint">{t('consent.essentialHint')}</span>
              </span>
            </label>
            {categories.map((category) => (
              <label key={category.id} className="consent-choice">
                <input
                  type="checkbox"
                  name={category.id}
                  checked={draft[category.id]}
                  onChange={(event) => setDraft({ ...draft, [category.id]: event.target.checked })}
                />
                <span>
                  <span className="consent-choice__name">{t(category.label)}</span>
                  <span className="consent-choice__hint">{t(hints[category.id])}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="consent-banner__actions">
          <button type="button" className="button" onClick={consent.acceptAll}>
            {t('consent.acceptAll')}
          </button>
          <button type="button" className="button" onClick={consent.rejectNonEssential}>
            {t('consent.reject')}
          </button>
          {expanded ? (
            <button type="button" className="button button--secondary" onClick={() => consent.save(draft)}>
              {t('consent.save')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={false}
              onClick={() => {
                setExpanded(true);
                focusChoices.current = true;
              }}
            >
              {t('consent.choose')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
