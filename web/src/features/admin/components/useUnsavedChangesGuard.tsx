import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from 'react';
import { useNavigationBlocker } from '../../../lib/GuardedRouter';
import type { NavigationBlocker } from '../../../lib/guardedHistory';
import { useAdminT } from '../i18n';

type Report = (form: string, dirty: boolean) => void;

const GuardContext = createContext<Report | null>(null);

/**
 * Holds the admin's one navigation guard (docs/decisions/0020-unsaved-changes-guard.md): the router takes
 * only one blocker at a time (lib/GuardedRouter.tsx), and a screen may hold several forms (a decline message on each request,
 * a password on each account), so each form reports whether it is dirty and this asks for all of them.
 * While any form holds unsaved changes: leaving its screen inside the admin (the menu, a link, Back) asks
 * first, and closing or reloading the tab has the browser ask. Moving within the screen (another
 * ?date=) is not leaving it. Browsers show their own words on closing; ours are for the admin's question.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const t = useAdminT();
  const message = t('admin.leaveUnsaved');
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const dirty = dirtyForms.size > 0;
  const blocker = useCallback<NavigationBlocker>(
    ({ from, to }) => from.pathname !== to.pathname && !window.confirm(message),
    [message],
  );
  useNavigationBlocker(dirty ? blocker : undefined);

  const report = useCallback<Report>((form, isDirty) => {
    setDirtyForms((current) => {
      if (current.has(form) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);

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

  return <GuardContext.Provider value={report}>{children}</GuardContext.Provider>;
}

/**
 * Marks a form as holding unsaved changes (it differs from what was loaded or saved) while `dirty`; a
 * form that closes or unmounts stops counting. Works under UnsavedChangesProvider, which the signed-in
 * admin (AdminApp) provides; a form rendered outside it has no screen to leave and is not guarded.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const report = useContext(GuardContext);
  const form = useId();
  useEffect(() => {
    if (!report) return;
    report(form, dirty);
    return () => report(form, false);
  }, [report, form, dirty]);
}
