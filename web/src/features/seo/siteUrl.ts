declare const __SITE_URL__: string;

/**
 * The site's public address the pages were built for (vite.config.ts: PUBLIC_URL, else
 * http://localhost:PORT, by common/config/publicUrl.ts), so canonical and hreflang links name the address
 * the server answers on and lists in sitemap.xml.
 */
export const siteUrl: string = __SITE_URL__;
