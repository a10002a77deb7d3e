import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateLong } from '../../../../common/i18n/localeFormat';
import { Page } from '../../components/layout/Page';
import { club, clubEmailHref } from '../../config/club';
import { useBookingMode } from '../../features/booking/api/getBookingMode';
import { useRetention } from '../../features/privacy/api/getRetention';
import { PROCESSOR_TEXTS } from '../../features/privacy/processorTexts';
import { type MessageKey, type Translate, useLanguage, useLocale } from '../../lib/i18n';
import { usePluralT } from '../../lib/i18nPlural';
import { paths } from '../routes';
import '../../styles/info-pages.css';

const SLOT = '\u0000';

/** The day this policy last changed: written with the month spelled out, which no reader can misread. */
export const POLICY_UPDATED = { year: 2026, month: 11, day: 26 } as const;

const rights: MessageKey[] = [
  'privacy.right.access',
  'privacy.right.rectification',
  'privacy.right.erasure',
  'privacy.right.restriction',
  'privacy.right.portability',
  'privacy.right.objection',
  'privacy.right.complaint',
];

const cookies: MessageKey[] = [
  'privacy.cookie.necessary',
  'privacy.cookie.consent',
  'privacy.cookie.analytics',
  'privacy.cookie.video',
];

const sections: { id: string; title: MessageKey }[] = [
  { id: 'controller', title: 'privacy.controllerTitle' },
  { id: 'greenfee', title: 'privacy.greenfeeTitle' },
  { id: 'retention', title: 'privacy.retentionTitle' },
  { id: 'logs', title: 'privacy.logsTitle' },
  { id: 'cookies', title: 'privacy.cookiesTitle' },
  { id: 'rights', title: 'privacy.rightsTitle' },
  { id: 'requests', title: 'privacy.requestsTitle' },
  { id: 'changes', title: 'privacy.changesTitle' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="info-section" aria-labelledby={`privacy-${id}`}>
      <h2 id={`privacy-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** "12 months", "1 day": a retention period in the page's language, by its plural rule. */
function period(t: Translate, n: number, unit: 'month' | 'day'): string {
  return t(`privacy.period.${unit}`, { n });
}

export function PrivacyPage() {
  const t = usePluralT();
  const locale = useLocale();
  // Mollie receives payments only when the site books online (docs/product.md, Privacy); while the mode
  // is asked, and in the mail mode, the page names the processors every configuration uses.
  const online = useBookingMode() === 'online';
  const processorTexts = PROCESSOR_TEXTS[useLanguage()];
  const processors = [
    processorTexts.hosting,
    processorTexts.email,
    ...(online ? [processorTexts.payment] : []),
    processorTexts.map,
  ];
  // The contents in page order, the processors after how long data is kept.
  const contents = sections.flatMap((section) => {
    const entry = { id: section.id, title: t(section.title) };
    return section.id === 'retention' ? [entry, { id: 'processors', title: processorTexts.title }] : [entry];
  });
  // The server's periods (docs/product.md, Retention): the retention job applies the same figures.
  const retention = useRetention();
  const { street, postalCode, city } = club.address;
  const emailLink = <a href={clubEmailHref}>{club.email}</a>;
  /** A message whose {email} slot is the club's e-mail link. */
  const withEmail = (key: MessageKey, params: Record<string, string> = {}) => {
    const [before, after] = t(key, { ...params, email: SLOT }).split(SLOT);
    return (
      <>
        {before}
        {after === undefined ? null : (
          <>
            {emailLink}
            {after}
          </>
        )}
      </>
    );
  };

  return (
    <Page title={t('privacy.title')}>
      <p className="back-link">
        <Link to={paths.home}>
          <span aria-hidden="true">← </span>
          {t('privacy.backHome')}
        </Link>
      </p>
      <p className="privacy-updated">
        {t('privacy.updated', { date: formatDateLong(POLICY_UPDATED, locale) })}
      </p>
      <p className="page__intro">{t('privacy.intro', { club: club.name })}</p>

      <div className="editorial privacy-layout">
        <nav className="privacy-toc" aria-labelledby="privacy-toc-title">
          <h2 id="privacy-toc-title" className="privacy-toc__title">
            {t('privacy.contents')}
          </h2>
          <ol className="privacy-toc__list">
            {contents.map((section) => (
              <li key={section.id}>
                <a href={`#privacy-${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="privacy-layout__main">
          <Section id="controller" title={t('privacy.controllerTitle')}>
            <p>
              {withEmail('privacy.controller', {
                club: club.name,
                address: `${street}, ${postalCode} ${city}, ${t('club.country')}`,
              })}
            </p>
          </Section>

          <Section id="greenfee" title={t('privacy.greenfeeTitle')}>
            <p>{t('privacy.greenfee')}</p>
            <p>{t('privacy.table')}</p>
            <p>{t('privacy.greenfeePurpose')}</p>
            <p>{t('privacy.greenfeeRetention')}</p>
          </Section>

          <Section id="retention" title={t('privacy.retentionTitle')}>
            <ul className="info-list">
              <li>
                {t('privacy.retentionRequests', { period: period(t, retention.requestMonths, 'month') })}
              </li>
              <li>
                {t('privacy.retentionBookings', { period: period(t, retention.bookingMonths, 'month') })}
              </li>
              <li>{t('privacy.retentionMails', { period: period(t, retention.sentMailDays, 'day') })}</li>
              <li>{t('privacy.retentionAudit', { period: period(t, retention.auditMonths, 'month') })}</li>
            </ul>
          </Section>

          <Section id="processors" title={processorTexts.title}>
            <p>{processorTexts.intro}</p>
            <ul className="info-list">
              {processors.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Section>

          <Section id="logs" title={t('privacy.logsTitle')}>
            <p>{t('privacy.logs')}</p>
          </Section>

          <Section id="cookies" title={t('privacy.cookiesTitle')}>
            <p>{t('privacy.cookiesIntro')}</p>
            <ul className="info-list">
              {cookies.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
            <p>{t('privacy.cookiesChoice')}</p>
          </Section>

          <Section id="rights" title={t('privacy.rightsTitle')}>
            <p>{t('privacy.rightsIntro')}</p>
            <ul className="info-list">
              {rights.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </Section>

          <Section id="requests" title={t('privacy.requestsTitle')}>
            <p>{withEmail('privacy.requests')}</p>
          </Section>

          <Section id="changes" title={t('privacy.changesTitle')}>
            <p>{t('privacy.changes')}</p>
          </Section>
        </div>
      </div>
    </Page>
  );
}
