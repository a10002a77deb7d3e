import { useInRouterContext, useLocation, useMatches } from 'react-router';
import { club } from '../../../../../common/config/club';
import {
  LANGUAGES,
  type Language,
  LOCALE_OF,
  localizedPath,
  splitLanguagePath,
} from '../../../../../common/i18n/languages';
import { routeHandleOf } from '../../../app/layout/pageTransition';
import { type MessageKey, useLanguage, useT } from '../../../lib/i18n';
import { clubStructuredData, scriptSafeJson } from '../structuredData';

/** The picture link previews show: a sample hole of the links, a JPEG as every preview reads one. */
const SHARE_IMAGE = { path: '/media/hole-1.jpg', width: 640, height: 360 };

/** en-US → en_US, as Open Graph writes locales. */
const ogLocale = (language: Language) => LOCALE_OF[language].replace('-', '_');

/** The path of the screen shown, without language prefix or trailing slash; unknown paths show home, at /. */
function canonicalPath(pathname: string, showsHome: boolean): string {
  if (showsHome) return '/';
  const { path } = splitLanguagePath(pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The document head of a routed screen, hoisted into <head> by React (also in the prerendered HTML):
 * title, description, canonical URL, the same page in every language, Open Graph and Twitter card, and on
 * home the club as schema.org JSON-LD (a data block: no script runs, so the CSP allows it).
 */
export function PageHead({ title }: { title: string }) {
  if (!useInRouterContext()) return <title>{title}</title>;
  return <RoutedPageHead title={title} />;
}

function RoutedPageHead({ title }: { title: string }) {
  const t = useT();
  const language = useLanguage();
  const { screen } = routeHandleOf(useMatches());
  const path = canonicalPath(useLocation().pathname, screen === 'home');
  const urlIn = (lang: Language) => `${club.siteUrl}${localizedPath(lang, path)}`;
  const url = urlIn(language);
  const description = t(`meta.description.${screen === 'hole' ? 'holes' : screen}` as MessageKey);
  const image = `${club.siteUrl}${SHARE_IMAGE.path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={urlIn(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlIn('en')} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={club.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale(language)} />
      {LANGUAGES.filter((lang) => lang !== language).map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={ogLocale(lang)} />
      ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={t('meta.imageAlt')} />
      <meta name="twitter:card" content="summary_large_image" />
      {screen === 'home' ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own config, made script-safe
          dangerouslySetInnerHTML={{
            __html: scriptSafeJson(clubStructuredData(new Date().getFullYear(), image)),
          }}
        />
      ) : null}
    </>
  );
}
