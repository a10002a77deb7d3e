const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether two drafts of a form hold the same values: records of what was typed or chosen, where a field
 * may itself be such a record (a text in each language).
 */
export function sameDraft<T extends object>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof T>;
  for (const key of keys) {
    const [x, y] = [a[key], b[key]];
    if (isRecord(x) && isRecord(y) ? !sameDraft(x, y) : !Object.is(x, y)) return false;
  }
  return true;
}
