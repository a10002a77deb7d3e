import { siteUrl } from './siteUrl';

/** The picture link previews and search results show: a sample hole of the links, a JPEG as all read one. */
export const SHARE_IMAGE = { url: `${siteUrl}/media/hole-1.jpg`, width: 640, height: 360 } as const;
