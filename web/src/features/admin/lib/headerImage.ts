/** home-page-header-image as staff edit it: the first file's address. */
export function readHeaderImage(content: string): { fileUrl: string } {
  try {
    const value: unknown = JSON.parse(content);
    const files = (value as { files?: unknown })?.files;
    const first = Array.isArray(files) ? (files[0] as { fileUrl?: unknown } | undefined) : undefined;
    return { fileUrl: typeof first?.fileUrl === 'string' ? first.fileUrl : '' };
  } catch {
    return { fileUrl: '' };
  }
}

/** The public page shows a same-site path (/files/…) or an https address; nothing else. */
export function isImageAddress(url: string): boolean {
  const text = url.trim();
  return /^\/(?!\/)\S*$/.test(text) || /^https:\/\/[^\s/]+\S*$/i.test(text);
}

/**
 * The new JSON: the first file's address replaced, anything else the item holds (more files, more fields
 * of a file) kept as it was.
 */
export function headerImageJson(content: string, fileUrl: string): string {
  let files: unknown[] = [];
  let rest: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(content);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      rest = value as Record<string, unknown>;
      if (Array.isArray(rest.files)) files = rest.files;
    }
  } catch {
    // An unreadable item is replaced.
  }
  const [first, ...others] = files;
  const firstFile = first && typeof first === 'object' && !Array.isArray(first) ? first : {};
  return JSON.stringify({ ...rest, files: [{ ...firstFile, fileUrl }, ...others] });
}
