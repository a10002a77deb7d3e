import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { course } from '../../common/api/holes';
import { build } from './helpers';

describe('GET /api/v1/holes', async () => {
  const { app } = await build();

  it('returns the seeded par-70 course with tees, ratings and lengths for every tee', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/holes' });
    expect(res.statusCode).toBe(200);
    const data = course.parse(res.json());
    expect(data.holes.map((h) => h.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(data.holes.reduce((total, h) => total + h.par, 0)).toBe(70);
    expect(data.holes.map((h) => h.strokeIndex).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
    expect(data.tees.map((t) => t.id)).toEqual(['white', 'yellow', 'blue', 'red']);
    for (const hole of data.holes) {
      for (const tee of data.tees)
        expect(hole.lengths[tee.id], `hole ${hole.number} ${tee.id}`).toBeGreaterThan(90);
      expect(hole.lengths.white).toBeGreaterThan(hole.lengths.red ?? Number.POSITIVE_INFINITY);
    }
    expect(data.tees.every((t) => t.slope >= 55 && t.slope <= 155 && t.courseRating > 60)).toBe(true);
  });
});

/** The page's drawing instructions: the PDF's streams, inflated. */
function pdfText(pdf: Buffer): string {
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
const shown = (word: string) => `<${Buffer.from(word, 'latin1').toString('hex').toUpperCase()}>`;

describe('GET /api/v1/holes/scorecard.pdf', async () => {
  const { app } = await build();

  it('downloads a PDF score card made from the hole data', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/holes/scorecard.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="score-card.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.byteLength).toBeGreaterThan(2000);
  });

  it.each([
    ['?lang=nl', {}, 'nl', ['Scorekaart', 'Handtekening speler', 'Totaal']],
    ['?lang=fr', {}, 'fr', ['Carte de score', 'Signature du marqueur', 'Compétition :']],
    ['?lang=de', { 'accept-language': 'nl-BE' }, 'de', ['Scorekarte', 'Unterschrift Zähler', 'Gesamt']],
    ['', { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5' }, 'fr', ['Carte de score', 'Trou']],
    ['', {}, 'en', ['Score card', "Player's signature", 'Total']],
  ])('speaks the language asked for (%s, %j)', async (query, headers, language, words) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/holes/scorecard.pdf${query}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe(language);
    expect(res.headers['content-disposition']).toBe('attachment; filename="score-card.pdf"');
    const text = pdfText(res.rawPayload);
    for (const word of words) expect(text, word).toContain(shown(word));
    if (language !== 'en') expect(text).not.toContain(shown('Score card'));
  });

  it('refuses a language the site does not speak, with a message naming the choices', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/holes/scorecard.pdf?lang=es' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('lang must be one of en, nl, fr or de.');
  });

  it('changes when the course changes', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/v1/holes/scorecard.pdf' })).rawPayload;
    const { version, course: stored } = await app.courseRepository.forStaff();
    const changed = structuredClone(stored);
    (changed.holes[0] as { lengths: Record<string, number> }).lengths = {
      white: 799,
      yellow: 790,
      blue: 780,
      red: 770,
    };
    await app.courseRepository.save('staff@example.org', version, changed);
    const after = (await app.inject({ method: 'GET', url: '/api/v1/holes/scorecard.pdf' })).rawPayload;
    expect(after.equals(before)).toBe(false);
  });
});
