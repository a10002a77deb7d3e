import type { ReactNode } from 'react';
import { club } from '../../config/club';
import { useT } from '../../lib/i18n';

interface PageProps {
  /** The h1, and the start of the document title. */
  title: string;
  /** The home page is titled by the club name alone. */
  isHome?: boolean;
  children: ReactNode;
}

/** One routed screen: its document title (React hoists <title> into the head) and its h1. */
export function Page({ title, isHome = false, children }: PageProps) {
  const t = useT();
  const documentTitle = isHome ? club.name : t('app.documentTitle', { page: title, club: club.name });
  return (
    <article className="page">
      <title>{documentTitle}</title>
      <h1 className="page__title">{title}</h1>
      {children}
    </article>
  );
}
