import type { Ref } from 'react';
import { useT } from '../../../lib/i18n';

interface MenuToggleProps {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  controls: string;
  onToggle: () => void;
}

/** The menu button in the header's top corner; its three lines fold into a cross while the menu is open. */
export function MenuToggle({ ref, open, controls, onToggle }: MenuToggleProps) {
  const t = useT();
  return (
    <button
      ref={ref}
      type="button"
      className="menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="menu-toggle__icon" aria-hidden="true">
        <span className="menu-toggle__line" />
        <span className="menu-toggle__line" />
        <span className="menu-toggle__line" />
      </span>
      <span className="menu-toggle__label">{t('menu.toggle')}</span>
    </button>
  );
}
