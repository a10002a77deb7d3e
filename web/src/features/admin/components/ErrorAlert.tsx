import type { ReactNode } from 'react';

/** A failed action's message, announced at once: the same mark and colours as a failed save. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p className="admin-save-status admin-save-status--error" role="alert">
      <span className="admin-save-status__icon" aria-hidden="true">
        !
      </span>
      {children}
    </p>
  );
}
