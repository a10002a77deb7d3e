import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Course } from '../../../common/api/holes';
import type { Language } from '../../../common/i18n/languages';
import { type ScoreCardClub, scoreCardPdf } from './scoreCardPdf';
import { SCORE_CARD_TEXTS } from './scoreCardTexts';

export interface ScoreCard {
  pdf: Buffer;
  /** The strong validator of the bytes: the PDF carries fixed dates, so equal courses give equal bytes. */
  etag: string;
}

/**
 * The score card is built once per version of the course, not per download: drawing it costs tens of
 * milliseconds of CPU, and one client asking for it in a loop would otherwise keep a core busy. The key
 * is a hash of the course's data, so a change staff publish to the holes or tees makes a new card, and every instance builds the same bytes for the same course.
 * Each language is a card of its own, and so are the club's name and address printed on it (the club's
 * details, edited by staff). A build under way is shared by the requests that ask meanwhile; a failed one is
 * not kept.
 */
export function createScoreCardCache(build = scoreCardPdf) {
  const cards = new LRUCache<string, ScoreCard, { course: Course; club: ScoreCardClub; language: Language }>({
    // The current course and the one just before it, in four languages: cards of a few KB each.
    max: 8,
    fetchMethod: async (_key, _stale, { context }) => {
      const { course, club, language } = context;
      const pdf = Buffer.from(await build(course, club, SCORE_CARD_TEXTS[language]));
      return { pdf, etag: `"${createHash('sha1').update(pdf).digest('base64url')}"` };
    },
  });
  return {
    async get(course: Course, language: Language, club: ScoreCardClub): Promise<ScoreCard> {
      const data = JSON.stringify([course, club]);
      const key = `${language}:${createHash('sha1').update(data).digest('base64url')}`;
      return cards.forceFetch(key, { context: { course, club, language } });
    },
  };
}
