import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentProvider, useConsent } from '../ConsentProvider';
import { CONSENT_COOKIE, readStoredConsent } from '../consentStorage';
import { ConsentBanner } from './ConsentBanner';

function Probe() {
  const consent = useConsent();
  return (
    <>
      <p>
        analytics {String(consent.allows('analytics'))}, video {String(consent.allows('video'))}
      </p>
      <button type="button" onClick={consent.openSettings}>
        Cookie settings
      </button>
    </>
  );
}

function renderBanner() {
  render(
    <ConsentProvider>
      <MemoryRouter>
        <Probe />
        <ConsentBanner />
      </MemoryRouter>
    </ConsentProvider>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Your cookie choices' });
const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the cookie under test
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('ConsentBanner', () => {
  it('asks until the visitor chooses, and allows nothing meanwhile', () => {
    renderBanner();
    expect(banner()).not.toBeNull();
    expect(screen.getByText('analytics false, video false')).toBeTruthy();
    expect(readStoredConsent()).toBeNull();
  });

  it('accepts all', () => {
    renderBanner();
    fireEvent.click(button('Accept all'));
    expect(banner()).toBeNull();
    expect(screen.getByText('analytics true, video true')).toBeTruthy();
    expect(readStoredConsent()?.choices).toEqual({ analytics: true, video: true });
  });

  it('rejects the non-essential cookies', () => {
    renderBanner();
    fireEvent.click(button('Reject non-essential'));
    expect(banner()).toBeNull();
    expect(readStoredConsent()?.choices).toEqual({ analytics: false, video: false });
  });

  it('saves the categories chosen one by one, none ticked beforehand', () => {
    renderBanner();
    fireEvent.click(button('Choose cookies'));
    const video = screen.getByRole('checkbox', { name: /Video host/ }) as HTMLInputElement;
    const analytics = screen.getByRole('checkbox', { name: /Analytics/ }) as HTMLInputElement;
    expect(analytics.checked).toBe(false);
    expect(video.checked).toBe(false);
    expect(document.activeElement).toBe(analytics);
    fireEvent.click(video);
    fireEvent.click(button('Save choices'));
    expect(banner()).toBeNull();
    expect(screen.getByText('analytics false, video true')).toBeTruthy();
    expect(readStoredConsent()?.choices).toEqual({ analytics: false, video: true });
  });

  it('reopens from Cookie settings with the stored choices, and focus returns after saving', () => {
    renderBanner();
    fireEvent.click(button('Accept all'));
    const settings = button('Cookie settings');
    settings.focus();
    fireEvent.click(settings);

    expect(banner()).not.toBeNull();
    expect((screen.getByRole('checkbox', { name: /Analytics/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Analytics/ }));
    fireEvent.click(button('Save choices'));

    expect(banner()).toBeNull();
    expect(readStoredConsent()?.choices).toEqual({ analytics: false, video: true });
    expect(document.activeElement).toBe(settings);
  });
});

describe('the prerendered banner', () => {
  const page = () => (
    <ConsentProvider>
      <MemoryRouter>
        <ConsentBanner />
      </MemoryRouter>
    </ConsentProvider>
  );

  afterEach(() => {
    delete document.documentElement.dataset.consentAsk;
  });

  it('is in the prerendered page, marked as before the app runs', () => {
    const html = renderToString(page());
    expect(html).toContain('class="consent-banner"');
    expect(html).toContain('data-before-start=""');
  });

  it('goes once the app has hydrated, for a visitor who has chosen', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie under test
    document.cookie = `${CONSENT_COOKIE}=0.0.${Date.now()}; Path=/`;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page()));
    expect(container.querySelector('.consent-banner')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  it('stays, now the app’s, for a visitor who has not chosen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page()));
    expect(container.querySelector('.consent-banner')?.hasAttribute('data-before-start')).toBe(false);
    act(() => root.unmount());
    container.remove();
  });

  it('is shown before the first paint only where no choice is stored (boot/consentPrompt.ts)', async () => {
    vi.resetModules();
    await import('../../../boot/consentPrompt');
    expect(document.documentElement.dataset.consentAsk).toBe('');
    delete document.documentElement.dataset.consentAsk;
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie under test
    document.cookie = `${CONSENT_COOKIE}=1.0.${Date.now()}; Path=/`;
    vi.resetModules();
    await import('../../../boot/consentPrompt');
    expect(document.documentElement.dataset.consentAsk).toBeUndefined();
  });

  it("asks nothing in the admin's preview of a draft (?preview=draft)", async () => {
    window.history.replaceState(null, '', '/dresscode?preview=draft');
    try {
      vi.resetModules();
      await import('../../../boot/consentPrompt');
      expect(document.documentElement.dataset.consentAsk).toBeUndefined();
      renderBanner();
      expect(banner()).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
