/** Whether two drafts of a form (flat records of what was typed or chosen) hold the same values. */
export function sameDraft<T extends object>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof T>;
  for (const key of keys) if (!Object.is(a[key], b[key])) return false;
  return true;
}
