const drawings = {
  /** A pin flag on its green. */
  flag: 'M6 20.5V3.5M6 4l9 3.2-9 3.3M3 20.5c2-1.2 4.6-1.8 7.5-1.8s5.5.6 7.5 1.8',
  /** A tag. */
  fees: 'M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3-8.7 8.7zM8 8h.01',
  /** A calendar page. */
  calendar: 'M4 6.5h16v13H4zM4 10.5h16M8.5 4v4M15.5 4v4',
} as const;

/** The small line icon of a header link (desktop only; the link's text says it all). */
export function QuickLinkIcon({ name }: { name: keyof typeof drawings }) {
  return (
    <svg
      className="site-nav__icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={drawings[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
