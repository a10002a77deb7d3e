import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useAdminT } from '../i18n';

/**
 * While a form holds unsaved changes: leaving its screen inside the admin (the menu, a link, Back) asks
 * first, and closing or reloading the tab has the browser ask. Moving within the screen (another
 * ?date=) is not leaving it. Browsers show their own words on closing; ours are for the admin's question.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const t = useAdminT();
  const message = t('admin.leaveUnsaved');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set (they ignore the text itself).
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, message]);
}
