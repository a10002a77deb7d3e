import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { vi } from 'vitest';
import { GuardedRouter } from '../../../lib/GuardedRouter';
import { guardHistory } from '../../../lib/guardedHistory';

export interface FakeCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Handler = (call: FakeCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const noContent = () => new Response(null, { status: 204 });

/** Stubs fetch with handlers by "METHOD /api/v1/path" (exact); others answer 404. Returns the calls made. */
export function fakeApi(routes: Record<string, Handler>): FakeCall[] {
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
      const handler = routes[`${method} ${url}`];
      return handler ? handler(call) : jsonResponse({ message: 'Not Found' }, 404);
    }),
  );
  return calls;
}

/**
 * Renders inside a fresh query client without retries, at an admin address, under the router the app runs
 * (GuardedRouter), on a history in memory: the unsaved-changes guard holds navigations in tests too.
 */
export function renderAdmin(ui: ReactNode, path = '/admin') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  return render(
    <QueryClientProvider client={client}>
      <GuardedRouter history={history}>{ui}</GuardedRouter>
    </QueryClientProvider>,
  );
}

/** The JSON a content PUT sent, parsed; throws when the call sent no content. */
export function sentContent(call: FakeCall | undefined): unknown {
  const body = call?.body as { content?: unknown } | undefined;
  if (typeof body?.content !== 'string') throw new Error('The call sent no content.');
  return JSON.parse(body.content);
}
