import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Course, Hole } from '../../../common/api/holes';
import { SCORE_CARD_TEXTS, type ScoreCardTexts } from './scoreCardTexts';

/** Who the card is of: the club's details as staff keep them (server/src/content/clubDetails.ts). */
export interface ScoreCardClub {
  name: string;
  /** Lines printed beside the name: the street, the town, the telephone. */
  lines: readonly string[];
}

const SEA = rgb(0x1f / 255, 0x3a / 255, 0x4d / 255);
const DUNE = rgb(0xe3 / 255, 0xd5 / 255, 0xb8 / 255);
const SAND = rgb(0xf4 / 255, 0xee / 255, 0xe2 / 255);
const INK = rgb(0x14 / 255, 0x20 / 255, 0x2a / 255);

interface Row {
  label: string;
  cells: string[];
  shaded: boolean;
}

const sum = (holes: Hole[], pick: (hole: Hole) => number) =>
  holes.reduce((total, hole) => total + pick(hole), 0);

/** The rows of the card: 1-9, Out, 10-18, In, Total. */
function scoreRows(course: Course, words: ScoreCardTexts): Row[] {
  const holeRow = (hole: Hole): Row => ({
    label: String(hole.number),
    cells: [
      ...course.tees.map((tee) => String(hole.lengths[tee.id] ?? '')),
      String(hole.par),
      String(hole.strokeIndex),
    ],
    shaded: false,
  });
  const totalRow = (label: string, holes: Hole[]): Row => ({
    label,
    cells: [
      ...course.tees.map((tee) => String(sum(holes, (h) => h.lengths[tee.id] ?? 0))),
      String(sum(holes, (h) => h.par)),
      '',
    ],
    shaded: true,
  });
  const front = course.holes.filter((h) => h.number <= 9);
  const back = course.holes.filter((h) => h.number > 9);
  return [
    ...front.map(holeRow),
    totalRow(words.out, front),
    ...back.map(holeRow),
    totalRow(words.in, back),
    totalRow(words.total, course.holes),
  ];
}

/**
 * The text as the standard fonts can print it: they know only the WinAnsi characters, and a name staff
 * typed with another (Łódź, a Greek letter) would make pdf-lib throw. Accents are dropped from letters it
 * does not know; anything else becomes '?'.
 */
export function printable(value: string, font: PDFFont): string {
  const fits = (character: string) => {
    try {
      font.encodeText(character);
      return true;
    } catch {
      return false;
    }
  };
  let result = '';
  for (const character of value) {
    if (fits(character)) result += character;
    else {
      const bare = character.normalize('NFKD').replace(/\p{M}/gu, '');
      result += bare !== '' && [...bare].every(fits) ? bare : '?';
    }
  }
  return result;
}

function text(
  page: PDFPage,
  value: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  width?: number,
) {
  const shown = printable(value, font);
  const offset = width === undefined ? 0 : (width - font.widthOfTextAtSize(shown, size)) / 2;
  page.drawText(shown, { x: x + offset, y, size, font, color: INK });
}

/**
 * A printable A4 score card made from the course data: lengths per tee, par, stroke index, totals, in the
 * given language (its words from scoreCardTexts.ts), under the club's name and address.
 */
export async function scoreCardPdf(
  course: Course,
  club: ScoreCardClub,
  words: ScoreCardTexts = SCORE_CARD_TEXTS.en,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${club.name} — ${words.title}`);
  pdf.setAuthor(club.name);
  pdf.setSubject(words.title);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const { width, height } = page.getSize();
  const margin = 36;

  page.drawRectangle({ x: 0, y: height - 96, width, height: 96, color: SEA });
  const name = printable(club.name, serif);
  // A long name is set smaller rather than run into the address.
  const nameSize = Math.min(24, (width * 0.6) / Math.max(1, serif.widthOfTextAtSize(name, 1)));
  page.drawText(name, { x: margin, y: height - 52, size: nameSize, font: serif, color: SAND });
  page.drawText(words.title, { x: margin, y: height - 76, size: 12, font: regular, color: SAND });
  club.lines.slice(0, 3).forEach((line, index) => {
    const shown = printable(line, regular);
    // The name has the left 60 % of the band; a long line is set smaller to keep to the rest.
    const size = Math.min(9, (width * 0.3) / Math.max(1, regular.widthOfTextAtSize(shown, 1)));
    page.drawText(shown, {
      x: width - margin - regular.widthOfTextAtSize(shown, size),
      y: height - 40 - index * 13,
      size,
      font: regular,
      color: SAND,
    });
  });

  let y = height - 124;
  for (const field of words.fields) {
    text(page, `${field}${words.colon}`, margin, y, regular, 9);
    page.drawLine({
      start: { x: margin + 80, y: y - 2 },
      end: { x: margin + 250, y: y - 2 },
      thickness: 0.5,
      color: INK,
    });
    y -= 16;
  }
  y = height - 124;
  for (const tee of course.tees) {
    text(
      page,
      words.teeRating(tee.name, tee.courseRating.toFixed(1).replace('.', words.decimal), tee.slope),
      margin + 290,
      y,
      regular,
      9,
    );
    y -= 16;
  }

  const headers = [
    words.hole,
    ...course.tees.map((t) => t.name),
    words.par,
    words.strokeIndex,
    'A',
    'B',
    'C',
    'D',
    words.marker,
  ];
  const columnWidth = (width - 2 * margin) / headers.length;
  const rowHeight = 22;
  let top = height - 240;
  page.drawRectangle({
    x: margin,
    y: top - rowHeight,
    width: width - 2 * margin,
    height: rowHeight,
    color: SEA,
  });
  headers.forEach((label, i) => {
    const header = printable(label, bold);
    // A tee's long name is set smaller to stay in its column.
    const size = Math.min(8, (columnWidth - 4) / Math.max(1, bold.widthOfTextAtSize(header, 1)));
    page.drawText(header, {
      x: margin + i * columnWidth + (columnWidth - bold.widthOfTextAtSize(header, size)) / 2,
      y: top - 15,
      size,
      font: bold,
      color: SAND,
    });
  });
  top -= rowHeight;
  for (const row of scoreRows(course, words)) {
    if (row.shaded)
      page.drawRectangle({
        x: margin,
        y: top - rowHeight,
        width: width - 2 * margin,
        height: rowHeight,
        color: DUNE,
      });
    const font = row.shaded ? bold : regular;
    [row.label, ...row.cells].forEach((cell, i) => {
      text(page, cell, margin + i * columnWidth, top - 15, font, 9, columnWidth);
    });
    page.drawLine({
      start: { x: margin, y: top - rowHeight },
      end: { x: width - margin, y: top - rowHeight },
      thickness: 0.4,
      color: INK,
    });
    top -= rowHeight;
  }
  for (let i = 0; i <= headers.length; i += 1) {
    const x = margin + i * columnWidth;
    page.drawLine({ start: { x, y: height - 240 }, end: { x, y: top }, thickness: 0.4, color: INK });
  }

  const signatureY = Math.max(top - 48, 40);
  for (const [i, label] of words.signatures.entries()) {
    const x = margin + i * ((width - 2 * margin) / 2 + 10);
    page.drawLine({
      start: { x, y: signatureY },
      end: { x: x + 230, y: signatureY },
      thickness: 0.5,
      color: INK,
    });
    text(page, label, x, signatureY - 12, regular, 9);
  }
  return pdf.save();
}
