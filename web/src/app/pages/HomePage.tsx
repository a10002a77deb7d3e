import { Page } from '../../components/layout/Page';
import { LiveCourseStatusPanel } from '../../features/course-status/components/LiveCourseStatusPanel';
import { useT } from '../../lib/i18n';

/** Also the screen of every path the spec does not list. */
export function HomePage() {
  const t = useT();
  return (
    <Page title={t('home.title')} isHome>
      <p className="page__intro">{t('home.intro')}</p>
      <LiveCourseStatusPanel />
    </Page>
  );
}
