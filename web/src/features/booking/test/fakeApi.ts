import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { isLanguage, LANGUAGES } from '../../../../../common/i18n/languages';
import { seededClubDetails, seededClubQuery } from '../../club/test/seededClubDetails';
import { seededAnswer } from '../../prices/test/priceLists';
import { seededRulesAnswer } from '../../rules/test/rules';

export interface FakeCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Handler = (call: FakeCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The price list of a fresh install, in the asked language: what the forms price with unless a test says. */
const seededPrices: Handler = (call) => {
  const language = call.headers.get('Accept-Language') ?? 'en';
  return jsonResponse(seededAnswer(isLanguage(language) ? language : 'en'));
};

/** The club's rules of a fresh install (GET /rules), in the asked language. */
const seededRules: Handler = (call) => {
  const language = call.headers.get('Accept-Language') ?? 'en';
  return jsonResponse(seededRulesAnswer(isLanguage(language) ? language : 'en'));
};

/** The club's details of a fresh install (GET /club), in the asked language: its contact line. */
const seededClub: Handler = (call) => {
  const language = call.headers.get('Accept-Language') ?? 'en';
  return jsonResponse(seededClubDetails(isLanguage(language) ? language : 'en'));
};

/**
 * Stubs fetch with handlers by "METHOD path-prefix"; GET /prices/{date} answers the seeded list, GET
 * /rules the seeded rules and GET /club the seeded details unless a handler says otherwise, and other
 * unknown calls answer 404 like the server. Returns the calls made, in order.
 */
export function fakeApi(given: Record<string, Handler>): FakeCall[] {
  const routes: Record<string, Handler> = {
    'GET /api/v1/prices/': seededPrices,
    'GET /api/v1/rules': seededRules,
    'GET /api/v1/club': seededClub,
    ...given,
  };
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const call: FakeCall = {
        method,
        url,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const key = Object.keys(routes)
        .filter((route) => {
          const [routeMethod, prefix = ''] = route.split(' ');
          return routeMethod === method && url.startsWith(prefix);
        })
        .sort((a, b) => b.length - a.length)[0];
      const handler = key ? routes[key] : undefined;
      return handler ? handler(call) : jsonResponse({ message: 'Not Found' }, 404);
    }),
  );
  return calls;
}

/**
 * A query client without retries, so that failures show at once. The club's details are in it, as in every
 * page the server renders, and are not fetched again.
 */
export function testQueryClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
  client.setQueryDefaults(['club'], { staleTime: Number.POSITIVE_INFINITY });
  for (const language of LANGUAGES) {
    const [key, details] = seededClubQuery(language);
    client.setQueryData(key, details);
  }
  return client;
}
