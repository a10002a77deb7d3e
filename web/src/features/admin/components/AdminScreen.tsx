import { type ReactNode, useEffect, useRef } from 'react';
import { useClubDetails } from '../../club/api/getClubDetails';
import { useAdminT } from '../i18n';

interface AdminScreenProps {
  title: string;
  lead?: ReactNode;
  /** Buttons next to the title: refresh, new. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Whether an admin screen has been shown before in this visit: later ones take focus on arrival. */
let shownBefore = false;

/**
 * One admin screen: its document title, the h1 with a lead and actions, and the body. After moving
 * between screens, focus goes to the new title so that a screen reader starts reading there.
 */
export function AdminScreen({ title, lead, actions, children }: AdminScreenProps) {
  const t = useAdminT();
  const clubName = useClubDetails().data?.name;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shownBefore) headingRef.current?.focus({ preventScroll: true });
    shownBefore = true;
  }, []);
  return (
    <div className="admin-screen">
      <title>{clubName ? t('admin.documentTitle', { screen: title, club: clubName }) : title}</title>
      <header className="admin-screen__header">
        <div className="admin-screen__heading">
          <h1 ref={headingRef} tabIndex={-1} className="admin-screen__title">
            {title}
          </h1>
          {actions ? <div className="admin-screen__actions">{actions}</div> : null}
        </div>
        {lead ? <p className="admin-screen__lead">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
