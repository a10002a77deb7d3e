import { useT } from '../../lib/i18n';

export const MAIN_CONTENT_ID = 'main';

export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}
