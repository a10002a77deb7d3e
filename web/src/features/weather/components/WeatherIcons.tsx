import type { ReactNode } from 'react';

function Icon({ children, className = 'weather__icon' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const WindIcon = () => (
  <Icon>
    <path d="M3 9h11a3 3 0 1 0-3-3M3 15h15a3 3 0 1 1-3 3M3 12h7" />
  </Icon>
);

export const HumidityIcon = () => (
  <Icon>
    <path d="M12 3.5s6 6.6 6 10.9a6 6 0 0 1-12 0C6 10.1 12 3.5 12 3.5Z" />
  </Icon>
);

export const TemperatureIcon = () => (
  <Icon>
    <path d="M10 13.6V5a2 2 0 1 1 4 0v8.6a4 4 0 1 1-4 0ZM12 10v6" />
  </Icon>
);

export const PressureIcon = () => (
  <Icon>
    <path d="M4.5 17a8 8 0 1 1 15 0M12 13l3.5-4" />
    <circle cx="12" cy="13" r="1" fill="currentColor" />
  </Icon>
);

/** An arrow pointing north, turned to where the wind blows (degrees clockwise). */
export function WindArrow({ rotation }: { rotation: number }) {
  return (
    <svg
      className="weather__icon weather__arrow"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      data-rotation={rotation}
      style={{ transform: `rotate(${rotation}deg)` }}
    >
      <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeOpacity="0.35" />
      <path d="M12 4.5 17 17l-5-2.6L7 17l5-12.5Z" fill="currentColor" />
    </svg>
  );
}
