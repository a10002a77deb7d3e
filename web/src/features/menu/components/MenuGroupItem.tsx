import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { MenuGroup } from '../menuItems';

interface MenuGroupItemProps {
  group: MenuGroup;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  /** Shown under the group's links (the course's Condition line). */
  extra?: ReactNode;
}

/** One accordion group: a header button, and its links folding open below it. */
export function MenuGroupItem({ group, open, onToggle, onNavigate, extra }: MenuGroupItemProps) {
  const t = useT();
  const panelId = `menu-group-${group.id}`;
  return (
    <li className="menu-group" data-open={open || undefined}>
      <button
        type="button"
        className="menu-group__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span>{t(group.labelKey)}</span>
        <svg className="menu-group__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </button>
      <div id={panelId} className="menu-group__panel" inert={!open}>
        <div className="menu-group__body">
          <ul className="menu-group__links">
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink className="menu-link" to={link.to} end onClick={onNavigate}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
          {extra}
        </div>
      </div>
    </li>
  );
}
