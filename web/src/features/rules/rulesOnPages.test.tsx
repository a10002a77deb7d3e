import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClubRules } from '../../../../common/api/clubRules';
import { PAGE_KEYS } from '../../../../common/api/pages';
import { LANGUAGES, type Language } from '../../../../common/i18n/languages';
import { BookingPage } from '../../app/pages/BookingPage';
import { GreenFeesPage } from '../../app/pages/GreenFeesPage';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { nl } from '../../i18n/nl';
import { type Dictionary, LanguageProvider } from '../../lib/i18n';
import { BookingNotes } from '../booking/components/BookingNotes';
import { TimeSlotPicker } from '../booking/components/TimeSlotPicker';
import { useDateHint } from '../booking/components/useDateHint';
import { fakeApi, jsonResponse, testQueryClient } from '../booking/test/fakeApi';
import { seedPageQuery } from '../content-pages/test/seededPages';
import { rulesAnswerOf, STAFF_RULES } from './test/rules';

const dictionaries: Record<Language, Dictionary> = { en, nl, fr, de };

/** GET /rules answers `rules` in the asked language; the booking mode is `mode`. */
function serveRules(rules: ClubRules, mode: 'mail' | 'online' = 'mail') {
  fakeApi({
    'GET /api/v1/rules': (call) => {
      const language = (call.headers.get('Accept-Language') ?? 'en') as Language;
      return jsonResponse(rulesAnswerOf(rules, language));
    },
    'GET /api/v1/booking/mode': () => jsonResponse({ mode }),
  });
}

/** Renders in a language, with the pages' seeded texts already in (the server renders pages with them). */
function renderIn(language: Language, children: ReactNode) {
  const client = testQueryClient();
  client.setQueryDefaults(['page'], { staleTime: Number.POSITIVE_INFINITY });
  for (const key of PAGE_KEYS) seedPageQuery(client, key, language);
  render(
    <LanguageProvider language={language} dictionary={dictionaries[language]}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </LanguageProvider>,
  );
}

function DateHint({ date }: { date: string }) {
  return <p data-testid={`hint-${date}`}>{useDateHint(date) ?? ''}</p>;
}

/** Every sentence of the page that speaks of a maximum handicap (in any of the four languages). */
const limitSentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s*/)
    .filter((sentence) => /maxim\w*\s*handicap|handicap\s*maxim|maximale\w*\s*handicap/i.test(sentence));

/**
 * The limit sentences of a page, read per element: the innermost elements that speak of a maximum
 * handicap. The page's whole textContent runs the form's labels and hints into the next sentence.
 */
const pageLimitSentences = (root: Element) =>
  [...root.querySelectorAll('*')]
    .filter(
      (element) =>
        limitSentences(element.textContent ?? '').length > 0 &&
        ![...element.children].some((child) => limitSentences(child.textContent ?? '').length > 0),
    )
    .flatMap((element) => limitSentences(element.textContent ?? ''));

const numbersIn = (sentences: string[]) => sentences.flatMap((s) => s.match(/\d+(?:[.,]\d+)?/g) ?? []);

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the date hint', () => {
  it('names a Belgian holiday and a club holiday in Dutch on a Dutch page, with the stored limit', async () => {
    const clubDay = {
      date: '2026-06-10',
      name: { en: 'Club championship', nl: 'Clubkampioenschap', fr: '', de: '' },
    };
    serveRules({ ...STAFF_RULES, holidays: [clubDay] });
    renderIn(
      'nl',
      <>
        <DateHint date="2026-12-25" />
        <DateHint date="2026-06-10" />
      </>,
    );
    expect(await screen.findByText('Kerstmis: de maximumhandicap is 23.')).toBeTruthy();
    expect(screen.getByTestId('hint-2026-06-10').textContent).toBe(
      'Clubkampioenschap: de maximumhandicap is 23.',
    );
  });

  it.each([
    ['fr', 'Noël : le handicap maximum est de 23.'],
    ['de', 'Weihnachten'],
  ] as const)('names the holiday in %s, never in English', async (language, expected) => {
    serveRules(STAFF_RULES);
    renderIn(language, <DateHint date="2026-12-25" />);
    const hint = await screen.findByText(new RegExp(expected.split(/\s/)[0] ?? ''));
    expect(hint.textContent).not.toContain('Christmas');
    if (language === 'de') expect(hint.textContent).toContain('23');
  });
});

describe('the booking notes', () => {
  it('state the stored limits', async () => {
    serveRules(STAFF_RULES);
    renderIn('en', <BookingNotes online />);
    expect(
      await screen.findByText(
        'The maximum handicap is 31 from Monday to Thursday, and 23 from Friday to Sunday and on holidays.',
      ),
    ).toBeTruthy();
  });
});

describe('the time picker', () => {
  const picker = (
    <TimeSlotPicker
      id="slots"
      legend="Time"
      date="2026-06-10"
      status="ready"
      slots={[{ hour: 9, min: 0 }]}
      selected={null}
      onSelect={() => undefined}
      errorPrefix="Error:"
    />
  );

  it("states the tee sheet's saved members-only window", async () => {
    const membersOnly = { from: { hour: 11, minute: 30 }, to: { hour: 13, minute: 0 } };
    fakeApi({ 'GET /api/v1/rules': () => jsonResponse(rulesAnswerOf(STAFF_RULES, 'en', membersOnly)) });
    renderIn('en', picker);
    expect(await screen.findByText('Tee times from 11:30 to 13:00 are for members only.')).toBeTruthy();
  });

  it('says nothing of members when the saved settings reserve no time', async () => {
    const none = { from: { hour: 12, minute: 0 }, to: { hour: 12, minute: 0 } };
    fakeApi({ 'GET /api/v1/rules': () => jsonResponse(rulesAnswerOf(STAFF_RULES, 'en', none)) });
    renderIn(
      'en',
      <>
        {picker}
        <BookingNotes online />
      </>,
    );
    // The notes state the limits once the rules have come: by then the picker has them too.
    await screen.findByText(/The maximum handicap is 31/);
    expect(screen.getByRole('button', { name: '09:00' })).toBeTruthy();
    expect(screen.queryByText(/members only/)).toBeNull();
  });
});

describe('no public page states a handicap limit other than the enforced one', () => {
  const enforced = ['31', '23'];

  it.each(LANGUAGES)('the Green Fees page and the booking page (both modes), in %s', async (language) => {
    for (const [page, mode] of [
      [<GreenFeesPage key="g" />, 'mail'],
      [<BookingPage key="b" />, 'mail'],
      [<BookingPage key="o" />, 'online'],
    ] as const) {
      serveRules(STAFF_RULES, mode);
      renderIn(language, page);
      // Once the rules have come, the page states a limit.
      await waitFor(() => expect(pageLimitSentences(document.body)).not.toEqual([]));
      const sentences = pageLimitSentences(document.body);
      expect(new Set(numbersIn(sentences)), `${language}: ${sentences.join(' | ')}`).toEqual(
        new Set(enforced),
      );
      cleanup();
    }
  });

  it('no dictionary writes a limit as a number', () => {
    for (const language of LANGUAGES) {
      const limitTexts = Object.entries(dictionaries[language]).filter(
        ([key, text]) => key !== 'validation.handicapRange' && limitSentences(String(text)).length > 0,
      );
      expect(limitTexts.length, language).toBeGreaterThan(0);
      for (const [key, text] of limitTexts) expect(numbersIn(limitSentences(String(text))), key).toEqual([]);
    }
  });
});
