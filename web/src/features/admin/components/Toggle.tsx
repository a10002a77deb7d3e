interface ToggleProps {
  /** The button's name, a question its pressed state answers ("Course open"). */
  label: string;
  on: boolean;
  /** The words for on and off ("Open" / "Closed"), shown next to the switch. */
  onText: string;
  offText: string;
  onChange: (on: boolean) => void;
  /** The one that matters most (the course itself): larger, in the colour of its state. */
  primary?: boolean;
}

/**
 * A switch as a toggle button: its name is the label, aria-pressed its state, and the state is also
 * written out (never colour alone). The whole row is the target, easy to hit with a thumb.
 */
export function Toggle({ label, on, onText, offText, onChange, primary = false }: ToggleProps) {
  return (
    <button
      type="button"
      className={`admin-toggle admin-toggle--${on ? 'on' : 'off'}${primary ? ' admin-toggle--primary' : ''}`}
      aria-pressed={on}
      onClick={() => onChange(!on)}
    >
      <span className="admin-toggle__label">{label}</span>
      <span className="admin-toggle__state" aria-hidden="true">
        {on ? onText : offText}
      </span>
      <span className="admin-toggle__track" aria-hidden="true">
        <span className="admin-toggle__knob" />
      </span>
    </button>
  );
}
