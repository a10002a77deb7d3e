import type { z } from 'zod';
import { API_BASE, XSRF_COOKIE, XSRF_HEADER } from '../../../common/api/paths';
import { DEFAULT_LANGUAGE, splitLanguagePath } from '../../../common/i18n/languages';
import { cacheModeFor } from './revalidate';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any failed API call: `status` is the HTTP status, or 0 when no valid answer came back. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The answer's JSON body, when it had one: some refusals carry more than a message (a 409's bookings). */
  readonly body: unknown;

  constructor(status: number, message: string, options?: { cause?: unknown; body?: unknown }) {
    super(message, options);
    this.status = status;
    this.body = options?.body;
  }
}

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

const STATE_CHANGING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The value of a cookie of `document.cookie`, decoded, or undefined. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The page's language, from its path prefix: the server answers and mails players in it (mails to the
 * club stay English whatever it says).
 */
const pageLanguage = () =>
  typeof window === 'undefined' ? DEFAULT_LANGUAGE : splitLanguagePath(window.location.pathname).language;

function requestHeaders(method: HttpMethod, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': pageLanguage() });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (STATE_CHANGING.has(method)) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let message = response.statusText || `Request failed with status ${response.status}`;
  let body: unknown;
  try {
    const { errorBody } = await import('../../../common/api/errors');
    body = await readJson(response);
    const parsed = errorBody.safeParse(body);
    if (parsed.success) message = parsed.data.message;
  } catch {
    // A body that is not JSON keeps the status text.
  }
  return new ApiError(response.status, message, { body });
}

/**
 * A response schema, or a loader of one: a page's fetchers pass loaders, so that zod and the schemas
 * arrive with the first answer instead of delaying the page. (The home page's reads use apiRead below.)
 */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

/** Calls the API at `API_BASE + path`; returns the JSON body of a 2xx answer, or throws an ApiError. */
async function requestJson(
  path: string,
  { method = 'GET', body, signal }: ApiRequestOptions = {},
): Promise<{ status: number; data: unknown }> {
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: requestHeaders(method, hasBody),
      body: hasBody ? JSON.stringify(body) : null,
      credentials: 'same-origin',
      // Right after /live reports a change, the browser's cached copy of the answer must not be reused.
      cache: cacheModeFor(path),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'The server could not be reached.', { cause: error });
  }

  if (!response.ok) throw await errorFrom(response);

  try {
    return { status: response.status, data: await readJson(response) };
  } catch (error) {
    throw new ApiError(response.status, 'The server sent a response that is not JSON.', { cause: error });
  }
}

/**
 * Calls the API at `API_BASE + path` (build the path with `apiPaths`) and returns the response
 * validated by `schema`. Non-2xx answers, network failures and unexpected bodies throw an ApiError.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schemaSource: SchemaSource<Schema>,
  options: ApiRequestOptions = {},
): Promise<z.output<Schema>> {
  const { status, data } = await requestJson(path, options);
  const schema = typeof schemaSource === 'function' ? await schemaSource() : schemaSource;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(status, 'The server sent an unexpected response.', { cause: parsed.error });
  }
  return parsed.data;
}

/**
 * A public read of the first screen, taken as the contract's type without a second check: the server
 * checks what it serves against the same schemas when it is stored (staff content in
 * server/src/routes/api/v1/admin.ts, the station's readings in the weather poller). Validating again in
 * the browser would put zod (24 KB gzip) on every visitor's first page (docs/decisions/0013).
 */
export async function apiRead<Answer>(path: string, signal?: AbortSignal): Promise<Answer> {
  const { status, data } = await requestJson(path, { signal });
  if (data === null || typeof data !== 'object') {
    throw new ApiError(status, 'The server sent an unexpected response.');
  }
  return data as Answer;
}

export const api = {
  get: <Schema extends z.ZodType>(path: string, schema: SchemaSource<Schema>, signal?: AbortSignal) =>
    apiRequest(path, schema, { signal }),
  post: <Schema extends z.ZodType>(
    path: string,
    body: unknown,
    schema: SchemaSource<Schema>,
    signal?: AbortSignal,
  ) => apiRequest(path, schema, { method: 'POST', body, signal }),
};
