import { Spinner } from '../../../components/ui/Spinner';
import { useT } from '../../../lib/i18n';
import { useWebsiteContent } from '../../content/api/getWebsiteContent';

/** The lunch menu of content key `menu`, line breaks kept; when it cannot load, a pointer to the bar. */
export function LunchMenu() {
  const t = useT();
  const menu = useWebsiteContent('menu');
  if (menu.isPending) return <Spinner label={t('diningBar.menu.loading')} />;
  const text = menu.data?.content.trim();
  return (
    <div className="menu-card">
      {text ? (
        <p className="menu-card__text">{text}</p>
      ) : (
        <p className="menu-card__fallback">{t('diningBar.menu.unavailable')}</p>
      )}
    </div>
  );
}
