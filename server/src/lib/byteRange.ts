/**
 * The one byte range a Range header asks of a file of `size` bytes (RFC 9110, 14.1.2): `{ start, end }`
 * (end inclusive), 'unsatisfiable' for a range that starts beyond the file, or null to send the whole file
 * (no header, another unit, several ranges, or anything malformed: a server may ignore Range).
 * Safari asks for ranges before it plays a video, and will not play one served only whole.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(end) || end < start) return null;
  return { start, end };
}
