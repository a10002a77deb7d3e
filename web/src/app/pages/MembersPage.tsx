import { Page } from '../../components/layout/Page';
import { club } from '../../config/club';
import { useT } from '../../lib/i18n';

export function MembersPage() {
  const t = useT();
  return (
    <Page title={t('members.title')}>
      <p className="page__intro">{t('members.intro')}</p>
      <p>
        <a className="button" href={club.membersUrl} target="_blank" rel="noopener noreferrer">
          {t('members.login')} <span className="visually-hidden">{t('footer.opensInNewTab')}</span>
        </a>
      </p>
    </Page>
  );
}
