import type { StatusTone } from './courseStatusTiles';

const marks: Record<StatusTone, string> = {
  positive: 'M7.5 12.5l3 3 6-7',
  negative: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  /* A dot, not a dash: a dash next to a number would read as a minus sign. */
  neutral: 'M12 12h.01',
};

/** Decorative: the tile's text always says the value, the icon only repeats it. */
export function StatusIcon({ tone }: { tone: StatusTone }) {
  return (
    <svg className="status-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        d={marks[tone]}
        fill="none"
        stroke="#fff"
        strokeWidth={tone === 'neutral' ? 5 : 2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
