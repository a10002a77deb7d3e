import { DEFAULT_LANGUAGE, type Language, pickLanguage } from '../../../common/i18n/languages';

const TAG = /^(?:[a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)$/i;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The language of a request from its Accept-Language header (RFC 9110): the best of ours by quality,
 * English when none is asked for. A malformed entry is skipped, so no header can make a request fail.
 */
export function languageOfHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LANGUAGE;
  const ranked: { tag: string; quality: number }[] = [];
  for (const entry of value.split(',')) {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!TAG.test(tag)) continue;
    let quality = 1;
    let wellFormed = true;
    for (const param of params) {
      const q = QUALITY.exec(param.replace(/\s+/g, ''));
      if (q) quality = Number(q[1]);
      else if (/^q=/i.test(param)) wellFormed = false;
    }
    if (wellFormed && quality > 0) ranked.push({ tag, quality });
  }
  // Array.prototype.sort is stable: tags of equal quality keep the order the client sent them in.
  ranked.sort((a, b) => b.quality - a.quality);
  return pickLanguage(ranked.map((r) => r.tag));
}
