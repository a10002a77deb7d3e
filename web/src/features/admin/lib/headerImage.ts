import { LANGUAGES } from '../../../../../common/i18n/languages';
import { emptyTexts, type LanguageTexts } from './languageTexts';

/** home-page-header-image as staff edit it: the first file's address and its alt text per language. */
export function readHeaderImage(content: string): { fileUrl: string; alt: LanguageTexts } {
  try {
    const value: unknown = JSON.parse(content);
    const files = (value as { files?: unknown })?.files;
    const first = Array.isArray(files)
      ? (files[0] as { fileUrl?: unknown; alt?: Partial<Record<string, unknown>> } | undefined)
      : undefined;
    const alt = emptyTexts();
    for (const language of LANGUAGES) {
      const text = first?.alt?.[language];
      if (typeof text === 'string') alt[language] = text;
    }
    return { fileUrl: typeof first?.fileUrl === 'string' ? first.fileUrl : '', alt };
  } catch {
    return { fileUrl: '', alt: emptyTexts() };
  }
}

/** The public page shows a same-site path (/files/…) or an https address; nothing else. */
export function isImageAddress(url: string): boolean {
  const text = url.trim();
  return /^\/(?!\/)\S*$/.test(text) || /^https:\/\/[^\s/]+\S*$/i.test(text);
}

/**
 * The new JSON: the first file's address and alt texts replaced, anything else the item holds (more files,
 * more fields of a file) kept as it was.
 */
export function headerImageJson(content: string, fileUrl: string, alt: LanguageTexts): string {
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
  return JSON.stringify({ ...rest, files: [{ ...firstFile, fileUrl, alt }, ...others] });
}
