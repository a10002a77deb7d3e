import type { ReactNode } from 'react';

/**
 * The save button and its status line, kept at the bottom of the screen on phones, where the thumb is.
 */
export function SaveBar({ children, status }: { children: ReactNode; status: ReactNode }) {
  return (
    <div className="admin-save-bar">
      <div className="admin-save-bar__inner">
        {status}
        <div className="admin-save-bar__actions">{children}</div>
      </div>
    </div>
  );
}
