// @vitest-environment jsdom
// DOMPurify (the admin's copy of the allow-list, tested below) sanitizes with the DOM it is given and supports
// jsdom, not happy-dom, whose parser keeps what this test must see removed.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { LiveNotificationBanner } from './LiveNotificationBanner';
import { NotificationBanner } from './NotificationBanner';
import { sanitizeNotificationHtml } from './sanitizeNotificationHtml';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderLive() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LiveNotificationBanner />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NotificationBanner', () => {
  it('shows an info notification with its icon, its word and its HTML', () => {
    const { container } = render(
      <NotificationBanner
        notification={{ severity: 'info', content: '<p><strong>Winter:</strong> low-season fees</p>' }}
      />,
    );
    const banner = screen.getByRole('region', { name: 'Notice' });
    expect(banner.className).toContain('notice--info');
    expect(screen.getByText('Notice')).toBeTruthy();
    expect(screen.getByText('Winter:').tagName).toBe('STRONG');
    expect(container.querySelector('svg.notice__icon')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a warning as a warning, in words and not by colour alone', () => {
    render(<NotificationBanner notification={{ severity: 'warning', content: '<p>Coring of greens</p>' }} />);
    const banner = screen.getByRole('region', { name: 'Warning' });
    expect(banner.className).toContain('notice--warning');
    expect(screen.getByText('Warning')).toBeTruthy();
    expect(screen.getByText('Coring of greens')).toBeTruthy();
  });

  it("renders the API's HTML as it comes: the server has sanitized it, the page keeps it whole", () => {
    const html =
      '<p>Course <strong>open</strong></p><ul><li>Holes 1–9</li></ul><a href="/greenfees">Green fees</a>';
    const { container } = render(<NotificationBanner notification={{ severity: 'info', content: html }} />);
    expect(container.querySelector('.notice__content')?.innerHTML).toBe(html);
    expect(screen.getByRole('link', { name: 'Green fees' }).getAttribute('href')).toBe('/greenfees');
  });
});

describe('sanitizeNotificationHtml (the admin screen)', () => {
  it('keeps the allowed markup', () => {
    const html =
      '<p><strong>a</strong> <em>b</em><br></p><ul><li>c</li></ul><ol><li>d</li></ol>' +
      '<a href="https://example.org/x">e</a><a href="mailto:info@example.org">f</a><a href="tel:+3250">g</a>';
    expect(sanitizeNotificationHtml(html)).toBe(html);
  });

  it('drops other tags and attributes but keeps their text', () => {
    const clean = sanitizeNotificationHtml(
      '<h1 style="color:red" class="x" id="y">Title</h1><iframe src="https://evil.example"></iframe>' +
        '<a href="/x" target="_blank" onmouseover="x()" data-x="1">Link</a><style>p{}</style><div>Text</div>',
    );
    expect(clean).toBe('Title<a href="/x">Link</a>Text');
  });

  it('removes links to other schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
    ]) {
      expect(sanitizeNotificationHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });
});

describe('LiveNotificationBanner', () => {
  it('shows only the first notification of the list', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      jsonResponse([
        { content: '<p>First notice</p>', severity: 'warning' },
        { content: '<p>Second notice</p>', severity: 'info' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);

    // Within this render: the tests share one document (vitest isolate: false).
    const view = within(renderLive().container);

    expect(await view.findByText('First notice')).toBeTruthy();
    expect(view.queryByText('Second notice')).toBeNull();
    expect(view.getAllByRole('region')).toHaveLength(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/notifications/website');
  });

  it('shows nothing when there is no notification', async () => {
    const fetchMock = vi.fn(async () => jsonResponse([]));
    vi.stubGlobal('fetch', fetchMock);

    const { container } = renderLive();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing and only logs when loading fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Not found' }, 404)),
    );

    const { container } = renderLive();

    await waitFor(() => expect(console.info).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });
});
