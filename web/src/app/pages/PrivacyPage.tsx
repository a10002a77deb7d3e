import { Link } from 'react-router';
import { formatDateLong } from '../../../../common/i18n/localeFormat';
import { useClubDetails } from '../../features/club/api/getClubDetails';
import { ContentBlocks } from '../../features/content-pages/components/ContentBlocks';
import { policyWidgets } from '../../features/privacy/components/PolicyWidgets';
import { useLocale, useT } from '../../lib/i18n';
import { ContentPage } from '../layout/ContentPage';
import { paths } from '../routes';
import { blocksOfKind } from './pageBlocks';
import '../../styles/info-pages.css';

/** The day this policy last changed: written with the month spelled out, which no reader can misread. */
export const POLICY_UPDATED = { year: 2026, month: 11, day: 26 } as const;

/**
 * The privacy policy (docs/product.md, Privacy), from the page's texts: its sections in the text column,
 * their contents beside them (first on a phone). The club's name, address and e-mail, the retention
 * periods and the processors come from the site itself (PolicyWidgets).
 */
export function PrivacyPage() {
  const t = useT();
  const locale = useLocale();
  const clubName = useClubDetails().data?.name;
  return (
    <ContentPage pageKey="privacy">
      {(page) => (
        <>
          <p className="back-link">
            <Link to={paths.home}>
              <span aria-hidden="true">← </span>
              {t('privacy.backHome')}
            </Link>
          </p>
          <p className="privacy-updated">
            {t('privacy.updated', { date: formatDateLong(POLICY_UPDATED, locale) })}
          </p>
          {clubName ? <p className="page__intro">{t('privacy.intro', { club: clubName })}</p> : null}

          <div className="editorial privacy-layout">
            <nav className="privacy-toc" aria-labelledby="privacy-toc-title">
              <h2 id="privacy-toc-title" className="privacy-toc__title">
                {t('privacy.contents')}
              </h2>
              <ol className="privacy-toc__list">
                {blocksOfKind(page.blocks, 'heading').map((heading) => (
                  <li key={heading.id}>
                    <a href={`#privacy-${heading.id}`} lang={heading.fallback ? 'en' : undefined}>
                      {heading.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className="privacy-layout__main">
              <ContentBlocks
                blocks={page.blocks}
                widgets={policyWidgets}
                sectionClassName="info-section"
                idPrefix="privacy"
              />
            </div>
          </div>
        </>
      )}
    </ContentPage>
  );
}
