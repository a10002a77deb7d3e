import { type PublicPageName, publicPagePaths } from '../../../../../../common/config/publicRoutes';

/** The pages a link card may lead to, named as staff know them (the admin's texts name each one). */
export const linkTargets = (Object.keys(publicPagePaths) as PublicPageName[]).map((name) => ({
  path: publicPagePaths[name],
  label: `admin.pages.target.${name}` as const,
}));
