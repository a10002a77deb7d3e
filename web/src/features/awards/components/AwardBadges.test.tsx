import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AwardsAnswer } from '../../../../../common/api/marks';
import type { Language } from '../../../../../common/i18n/languages';
import { en } from '../../../i18n/en';
import { nl } from '../../../i18n/nl';
import { LanguageProvider } from '../../../lib/i18n';
import { fakeApi, jsonResponse, testQueryClient } from '../../booking/test/fakeApi';
import { applyLiveChange } from '../../live/useLiveUpdates';
import { awardsQueryKey } from '../api/getAwards';
import { awardsAnswer, sampleAward, uploadedAward } from '../test/awardsAnswer';
import { AwardBadges } from './AwardBadges';

/** The home page's marks, with the answer the server rendered the page with when one is given. */
function renderAwards(language: Language, seeded?: AwardsAnswer) {
  const client = testQueryClient();
  if (seeded) {
    client.setQueryDefaults(['marks'], { staleTime: Number.POSITIVE_INFINITY });
    client.setQueryData(awardsQueryKey(language), seeded);
  }
  render(
    <QueryClientProvider client={client}>
      <LanguageProvider language={language} dictionary={language === 'nl' ? nl : en}>
        <AwardBadges />
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  window.history.pushState({}, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AwardBadges', () => {
  it('shows each mark staff published, in order: its picture with its alt text, its name and year, its link', () => {
    renderAwards('nl', awardsAnswer(uploadedAward, sampleAward));
    const region = screen.getByRole('region', { name: 'Onderscheidingen en labels' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Partner van de Duinstichting2026',
      'Sample Ecology Certificate2023',
    ]);

    const logo = within(items[0] as HTMLElement).getByRole('img', {
      name: 'Het logo van de Duinstichting: een stern boven een duin',
    });
    expect(logo.getAttribute('src')).toBe('/files/media-0a1b2c3d4e5f6a7b-480w.jpg');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['600', '300']);
    const sources = [...(logo.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe('/files/media-0a1b2c3d4e5f6a7b-480w.avif 480w');

    const link = within(items[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://dunetrust.example/partners');
    expect(link.textContent).toBe('Partner van de Duinstichting2026');
    // No address given: the mark is shown, not linked.
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(
      within(items[1] as HTMLElement)
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe('A round badge with a star, showing a green leaf');
  });

  it('leaves out the year of a mark that has none, and the whole section when there are no marks', () => {
    renderAwards('en', awardsAnswer({ ...sampleAward, year: null }));
    expect(screen.getByRole('listitem').textContent).toBe('Sample Ecology Certificate');
    cleanup();
    renderAwards('en', awardsAnswer());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks for the marks in the page’s language when the page came without them, and again after a change', async () => {
    // A Dutch page: its address says so, and every call asks in its language.
    window.history.pushState({}, '', '/nl');
    let answer = awardsAnswer(sampleAward);
    const calls = fakeApi({ 'GET /api/v1/awards': () => jsonResponse(answer) });
    const client = renderAwards('nl');
    expect(await screen.findByText('Sample Ecology Certificate')).toBeTruthy();
    const asked = calls.filter((call) => call.url.endsWith('/api/v1/awards'));
    expect(asked.map((call) => call.headers.get('Accept-Language'))).toEqual(['nl']);

    // Staff published: the server says so on the topic 'media'.
    answer = awardsAnswer(uploadedAward);
    await applyLiveChange(client, { topic: 'media' });
    expect(await screen.findByText('Partner van de Duinstichting')).toBeTruthy();
    expect(screen.queryByText('Sample Ecology Certificate')).toBeNull();
  });
});
