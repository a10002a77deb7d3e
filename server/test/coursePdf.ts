import { inflateSync } from 'node:zlib';

/** The page's drawing instructions: the PDF's streams, inflated. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      text += inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      // Not a deflated stream (the cross-reference stream's trailing bytes): nothing drawn.
    }
  }
  return text;
}

/** A string as pdf-lib draws it with a standard font: its WinAnsi (here Latin-1) bytes in hex. */
export const shown = (word: string) => `<${Buffer.from(word, 'latin1').toString('hex').toUpperCase()}>`;
