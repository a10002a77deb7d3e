import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

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
 * Renders inside a fresh query client without retries, at an admin address, under a data router as the
 * app's own (createBrowserRouter): what only a data router offers (useBlocker) works in tests too.
 */
export function renderAdmin(ui: ReactNode, path = '/admin') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The JSON a content PUT sent, parsed; throws when the call sent no content. */
export function sentContent(call: FakeCall | undefined): unknown {
  const body = call?.body as { content?: unknown } | undefined;
  if (typeof body?.content !== 'string') throw new Error('The call sent no content.');
  return JSON.parse(body.content);
}
