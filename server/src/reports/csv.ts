import { Readable } from 'node:stream';

/**
 * The exports' CSV (docs/product.md, Reports): UTF-8 with a byte-order mark, so that Excel reads it as
 * UTF-8; comma-separated with a header row; CRLF line ends and quotes as RFC 4180 has them.
 */

export const BYTE_ORDER_MARK = '\uFEFF';

/** A cell: text (quoted when it must be, and never a formula), a whole number, or empty. */
export type CsvCell = string | number | null;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some strip
 * first) as a formula: a name typed as "=HYPERLINK(…)" would. Such a text cell gets a leading apostrophe.
 * Numbers are written as numbers: a refund's negative amount stays one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number: ${value}`);
    return String(value);
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The file as a stream: the mark and the header, then each batch of rows as the database yields it, so
 * that memory holds one batch whatever the period (the reader's pace holds the next query back).
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<CsvCell[][]>): Readable {
  async function* lines() {
    yield Buffer.from(BYTE_ORDER_MARK + csvLine(header), 'utf8');
    for await (const batch of batches) {
      if (batch.length > 0) yield Buffer.from(batch.map(csvLine).join(''), 'utf8');
    }
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}
