/**
 * The dune line motif under page header bands and above the footer: three low dune ridges, the back one
 * in marram, the front one in the colour of what follows (`--dune-front`, sand unless set). Decorative; it
 * stretches to any width. Colours in layout.css.
 */
export function DuneLine({ className }: { className?: string }) {
  return (
    <svg
      className={className ? `dune-line ${className}` : 'dune-line'}
      viewBox="0 0 1440 64"
      width="1440"
      height="64"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        className="dune-line__back"
        d="M0 34c96-14 178-22 262-14 92 9 132 24 236 20 112-4 170-30 292-30 118 0 176 26 300 26 116 0 196-20 350-10v38H0z"
      />
      <path
        className="dune-line__middle"
        d="M0 44c120-8 206-4 300 4 104 8 176-8 292-10 124-2 182 18 312 16 136-2 210-22 330-16 86 4 150 14 206 18v8H0z"
      />
      <path
        className="dune-line__front"
        d="M0 54c132-4 214 2 330 4 126 2 204-12 338-12 132 0 208 12 340 12 152 0 250-10 432-6v12H0z"
      />
      <path
        className="dune-line__ridge"
        d="M0 44c120-8 206-4 300 4 104 8 176-8 292-10 124-2 182 18 312 16 136-2 210-22 330-16 86 4 150 14 206 18"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
