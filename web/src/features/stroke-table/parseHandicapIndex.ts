import { MAX_HANDICAP_INDEX, MIN_HANDICAP_INDEX } from '../../../../common/rules/strokeTable';

/**
 * Reads a handicap index as a golfer types it: "18.4", "18,4", "7", or a plus handicap "+2.4" (a leading
 * minus is read as plus too, as the data writes them). Plus handicaps come back negative. Undefined for
 * anything else, more than one decimal, or outside +5.0 to 54.0.
 */
export function parseHandicapIndex(text: string): number | undefined {
  const match = /^([+-]?)\s*(\d{1,2}(?:[.,]\d)?)$/.exec(text.trim());
  if (!match?.[2]) return undefined;
  const value = Number(match[2].replace(',', '.'));
  const index = match[1] ? -value : value;
  if (index < MIN_HANDICAP_INDEX || index > MAX_HANDICAP_INDEX) return undefined;
  return index + 0;
}
