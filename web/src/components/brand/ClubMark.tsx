interface ClubMarkProps {
  size?: number;
  className?: string;
}

/**
 * The club's mark: a pin flag over two dune lines in a sea-blue roundel. A neutral drawing, decorative
 * wherever the club's name stands next to it.
 */
export function ClubMark({ size = 40, className }: ClubMarkProps) {
  return (
    <svg
      className={className ? `club-mark ${className}` : 'club-mark'}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="23" fill="#1F3A4D" />
      <circle cx="24" cy="24" r="20.5" fill="none" stroke="#F4EEE2" strokeOpacity="0.45" strokeWidth="0.75" />
      <path
        d="M5.2 31c5-3.6 9.6-4.5 14.6-2.7 5.4 2 10.2 1.6 15.6-1.6 2.6-1.5 5-1.9 7.6-1.3A23 23 0 0 1 5.2 31z"
        fill="#E3D5B8"
      />
      <path
        d="M7.4 35.4c5.6-2.4 10.8-2.5 16.2-.7 5 1.7 9.6 1.4 14.7-.9A23 23 0 0 1 7.4 35.4z"
        fill="#F4EEE2"
      />
      <path d="M23 10.5v18.3" stroke="#F4EEE2" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M23.8 10.4l9.2 3.4-9.2 3.5z" fill="#B3261E" />
    </svg>
  );
}
