import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../i18n/de';
import { en } from '../../../i18n/en';
import { type Dictionary, LanguageProvider } from '../../../lib/i18n';
import { type FakeCall, fakeApi, jsonResponse, testQueryClient } from '../../booking/test/fakeApi';
import { LeaveView } from './LeaveView';

const TOKEN = 'leave-token-xyz';
const LEAVE = `POST /api/v1/waiting-list/leave/${TOKEN}`;

function renderLeave(dictionary: Dictionary = en, language: 'en' | 'de' = 'en') {
  const { container } = render(
    <LanguageProvider language={language} dictionary={dictionary}>
      <QueryClientProvider client={testQueryClient()}>
        <LeaveView token={TOKEN} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return within(container);
}

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('leaving the waiting list from a mail’s link', () => {
  it('leaves with one button and says for which date, focused', async () => {
    let answer!: (response: Response) => void;
    const calls = fakeApi({
      [LEAVE]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const view = renderLeave();
    const button = view.getByRole('button', { name: 'Leave the waiting list' });
    fireEvent.click(button);
    // While it asks: said on the button, which keeps the focus and sends nothing twice.
    expect(await view.findByRole('button', { name: 'Leaving…' })).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(jsonResponse({ date: '2999-06-14' }));
    const done = await view.findByRole('status');
    expect(done.textContent).toBe('You have left the waiting list for Jun 14, 2999.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    expect(view.queryByRole('button')).toBeNull();
  });

  it('speaks the page’s language', async () => {
    fakeApi({ [LEAVE]: () => jsonResponse({ date: '2999-06-14' }) });
    const view = renderLeave(de, 'de');
    fireEvent.click(view.getByRole('button', { name: 'Die Warteliste verlassen' }));
    expect((await view.findByRole('status')).textContent).toBe(
      'Sie haben die Warteliste für den 14.06.2999 verlassen.',
    );
  });

  it('shows the server’s refusal of an unknown link as it comes', async () => {
    const refusal = 'This waiting-list link was not found. Please check the link in your mail.';
    fakeApi({ [LEAVE]: () => jsonResponse({ message: refusal }, 404) });
    const view = renderLeave();
    fireEvent.click(view.getByRole('button', { name: 'Leave the waiting list' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('says so, with the golf shop’s telephone and e-mail, when the server fails', async () => {
    fakeApi({ [LEAVE]: () => jsonResponse({ message: 'boom' }, 503) });
    const view = renderLeave();
    fireEvent.click(view.getByRole('button', { name: 'Leave the waiting list' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('You could not be taken off the waiting list.');
    expect(within(alert).getAllByRole('link')).toHaveLength(2);
  });
});
