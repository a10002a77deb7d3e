import { useId } from 'react';

/** A loader that screen readers announce by its label. */
export function Spinner({ label }: { label: string }) {
  const labelId = useId();
  return (
    <div className="spinner" role="status" aria-labelledby={labelId}>
      <svg className="spinner__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M12 3a9 9 0 0 1 9 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span id={labelId} className="visually-hidden">
        {label}
      </span>
    </div>
  );
}
