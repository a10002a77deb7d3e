import { matchPath, useHref, useInRouterContext, useLocation } from 'react-router';
import {
  LANGUAGES,
  type Language,
  LOCALE_OF,
  localizedPath,
  splitLanguagePath,
} from '../../../../../common/i18n/languages';
import { paths, type RouteName } from '../../../app/routes';
import { type MessageKey, useT } from '../../../lib/i18n';
import { SHARE_IMAGE } from '../shareImage';
import { siteUrl } from '../siteUrl';

/** en-US → en_US, as Open Graph writes locales. */
const ogLocale = (language: Language) => LOCALE_OF[language].replace('-', '_');

/** The route a path is, read from the paths alone (so it works in any router); unknown paths show home. */
function screenOf(pathname: string): RouteName {
  const names = Object.keys(paths) as RouteName[];
  return names.find((name) => matchPath(paths[name], pathname) !== null) ?? 'home';
}

/**
 * The address of the screen shown, without language prefix or trailing slash. Unknown paths show home,
 * whose address is /; a hole's path is the holes screen scrolled to it, whose address is /holes.
 */
function canonicalPath(pathname: string, screen: RouteName): string {
  if (screen === 'home') return '/';
  if (screen === 'holes' || screen === 'hole') return paths.holes;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The document head of a routed screen: title, description, canonical URL, the same page in every language,
 * Open Graph and Twitter card. React hoists these tags into <head> wherever they render, adopts the ones a
 * prerendered page already holds when it hydrates, and takes them out when the screen goes; the prerender
 * writes them into each page's HTML (scripts/prerender.mjs). (The club's schema.org JSON-LD is on the home
 * page only: ClubStructuredData.)
 */
export function PageHead({ title, description, siteName }: PageHeadProps) {
  if (!useInRouterContext()) return <title>{title}</title>;
  return <RoutedPageHead title={title} description={description} siteName={siteName} />;
}

/**
 * The screens whose texts are no page staff edit take their description from the dictionary; every other
 * screen states its page's own, once its texts are in (the server renders them in).
 */
const dictionaryDescriptions: Partial<Record<RouteName, MessageKey>> = {
  holes: 'meta.description.holes',
  hole: 'meta.description.holes',
  bookingDetails: 'meta.description.bookingDetails',
};

interface PageHeadProps {
  title: string;
  /** A page staff edit has its own; the holes and a booking's page take theirs from the dictionary. */
  description?: string | undefined;
  /** The club's saved name (Open Graph's site name); none until a page without it has fetched it. */
  siteName?: string | undefined;
}

function RoutedPageHead({ title, description: own, siteName }: PageHeadProps) {
  const t = useT();
  // Each language's router has its prefix as basename (/nl): the root's address says the language.
  const { language } = splitLanguagePath(useHref('/'));
  const { pathname } = useLocation();
  const screen = screenOf(pathname);
  const path = canonicalPath(pathname, screen);
  const urlIn = (lang: Language) => `${siteUrl}${localizedPath(lang, path)}`;
  const url = urlIn(language);
  const fromDictionary = dictionaryDescriptions[screen];
  const description = own || (fromDictionary ? t(fromDictionary) : undefined);
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={url} />
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={urlIn(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlIn('en')} />
      <meta property="og:type" content="website" />
      {siteName ? <meta property="og:site_name" content={siteName} /> : null}
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale(language)} />
      {LANGUAGES.filter((lang) => lang !== language).map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={ogLocale(lang)} />
      ))}
      <meta property="og:image" content={SHARE_IMAGE.url} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={t('meta.imageAlt')} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
