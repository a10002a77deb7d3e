// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { websiteContent } from '../../../common/api/content';
import { apiPaths, XSRF_COOKIE, XSRF_HEADER } from '../../../common/api/paths';
import { ApiError, api, apiRead, apiRequest, readCookie } from './api';

const accepted = z.object({ id: z.string(), message: z.string() });

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The init of the one call the client made. */
function sentInit(fetchMock: ReturnType<typeof mockFetch>): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called with an init');
  return init;
}

/** What document.cookie reads, without writing real cookies. */
function setCookies(cookies: string) {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookies);
}

beforeEach(() => {
  setCookies(`theme=dark; ${XSRF_COOKIE}=${encodeURIComponent('token/with=chars')}`);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('GETs under /api/v1 with same-origin credentials and no XSRF header', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ content: 'Open' }));

    const result = await api.get(apiPaths.websiteContent.path({ key: 'course-status' }), websiteContent);

    expect(result).toEqual({ content: 'Open' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/websitecontent/course-status');
    const init = sentInit(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).has(XSRF_HEADER)).toBe(false);
  });

  it.each([
    ['/greenfees', 'en'],
    ['/nl/booking', 'nl'],
    ['/fr', 'fr'],
    ['/de/bookings/abc', 'de'],
  ])('on %s, asks for answers in %s (Accept-Language)', async (path, language) => {
    window.history.replaceState(null, '', path);
    const fetchMock = mockFetch(() => jsonResponse({ id: '1', message: 'ok' }));

    await api.post(apiPaths.reserveTable.path(), { content: 'fullname: A' }, accepted);

    expect(new Headers(sentInit(fetchMock).headers).get('Accept-Language')).toBe(language);
    window.history.replaceState(null, '', '/');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'sends the XSRF-TOKEN cookie as the X-XSRF-TOKEN header on %s',
    async (method) => {
      const fetchMock = mockFetch(() => jsonResponse({ id: '1', message: 'ok' }));

      await apiRequest(apiPaths.reserveTable.path(), accepted, { method, body: { content: 'fullname: A' } });

      const init = sentInit(fetchMock);
      const headers = new Headers(init.headers);
      expect(init.method).toBe(method);
      expect(init.credentials).toBe('same-origin');
      expect(headers.get(XSRF_HEADER)).toBe('token/with=chars');
      expect(headers.get('Content-Type')).toBe('application/json');
      expect(init.body).toBe(JSON.stringify({ content: 'fullname: A' }));
    },
  );

  it('sends the token the sign-in answer set, on the very next call (no reload)', async () => {
    // The server sets a new XSRF-TOKEN with the session (decision 0004): the client must not keep the old.
    const fetchMock = mockFetch(() => jsonResponse({ email: 'a@example.org', role: 'admin' }));
    setCookies(`${XSRF_COOKIE}=before-sign-in`);
    await api.post(apiPaths.login.path(), { email: 'a@example.org', password: 'pw' }, accepted.partial());
    setCookies(`${XSRF_COOKIE}=of-the-session`);
    await apiRequest('/admin/websitecontent/menu', accepted.partial(), { method: 'PUT', body: {} });

    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(XSRF_HEADER));
    expect(sent).toEqual(['before-sign-in', 'of-the-session']);
  });

  it('sends no XSRF header when there is no cookie', async () => {
    setCookies('theme=dark');
    const fetchMock = mockFetch(() => jsonResponse({ id: '1', message: 'ok' }));

    await api.post(apiPaths.reserveGreenfee.path(), { content: 'Firstname: A' }, accepted);

    expect(new Headers(sentInit(fetchMock).headers).has(XSRF_HEADER)).toBe(false);
  });

  it('throws an ApiError with the status and the server message on a non-2xx answer', async () => {
    mockFetch(() => jsonResponse({ message: 'Reservation not found' }, 404));

    const call = api.get(apiPaths.reservation.path({ id: 'abc' }), websiteContent);

    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 404, message: 'Reservation not found' });
  });

  it('keeps the status text when the error body is not JSON', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    await expect(api.get(apiPaths.health.path(), websiteContent)).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });

  it('rejects a response that does not match the schema', async () => {
    mockFetch(() => jsonResponse({ text: 'no content field' }));

    await expect(
      api.get(apiPaths.websiteContent.path({ key: 'menu' }), websiteContent),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(
      api.get(apiPaths.websiteContent.path({ key: 'menu' }), websiteContent),
    ).rejects.toMatchObject({
      status: 0,
    });
  });
});

describe('apiRead', () => {
  it('takes a public read as it comes, without loading a schema', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ content: 'Lunch' }));

    await expect(apiRead(apiPaths.websiteContent.path({ key: 'menu' }))).resolves.toEqual({
      content: 'Lunch',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1${apiPaths.websiteContent.path({ key: 'menu' })}`);
    expect(sentInit(fetchMock).method).toBe('GET');
  });

  it('rejects an answer that is no JSON object or array, and errors as every call does', async () => {
    mockFetch(() => new Response('', { status: 200 }));
    await expect(apiRead(apiPaths.websiteNotifications.path())).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
    });
    mockFetch(() => jsonResponse('text'));
    await expect(apiRead(apiPaths.websiteNotifications.path())).rejects.toMatchObject({ name: 'ApiError' });
    mockFetch(() => jsonResponse({ message: 'Gone' }, 503));
    await expect(apiRead(apiPaths.websiteNotifications.path())).rejects.toMatchObject({
      status: 503,
      message: 'Gone',
    });
  });
});

describe('readCookie', () => {
  it('finds a cookie by its exact name and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=x%2By; other-XSRF-TOKEN=no')).toBe('x+y');
    expect(readCookie('XSRF', 'XSRF-TOKEN=x')).toBeUndefined();
  });
});
