import type { QueryFunction } from '@tanstack/react-query';
import { UNAUTHORIZED_REDIRECT_MS } from '#contracts/constants.ts';
import type { ErrorCode } from '#contracts/errors.ts';
import { isNetworkError, NetworkError, reportReachable, reportUnreachable } from './network-status';
import { toast } from './toast';

/**
 * The one way the web client talks to the server (docs/decisions/019): cookies always go along, a body
 * is JSON with a JSON content type, and a non-OK answer throws an ApiError whose message is
 * `${status}: ${body text}` (or the status text when the body is empty).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  /** The parsed JSON body when there was one: `{ code, message, fields? }` for the server's errors. */
  readonly body: unknown;
  /**
   * The server's stable error code (contracts/errors.ts): what the client decides by, never the
   * message's words. Null when the answer carried none (a proxy's error page, the network).
   */
  readonly code: ErrorCode | null;
  /** True when the 401 rule already told the person and is sending them to log in again. */
  readonly handled: boolean;
  /** The answer's `Retry-After` header as sent (seconds or an HTTP date), or null; see retryAfterSeconds. */
  readonly retryAfter: string | null;

  constructor(
    status: number,
    statusText: string,
    bodyText: string,
    handled = false,
    retryAfter: string | null = null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseJson(bodyText);
    const code = this.body && typeof this.body === 'object' ? (this.body as { code?: unknown }).code : null;
    this.code = codeOf(code);
    this.handled = handled;
    this.retryAfter = retryAfter;
  }
}

export interface RequestOptions {
  /**
   * The 401 rule (docs/decisions/019), opt-in per call: set it for upload, redeem, discount update and
   * admin actions. A 401 then shows 'Unauthorized' and sends the browser to /api/login after 0.5 s.
   * Never set it for login, where 401 means a wrong password.
   */
  redirectOn401?: boolean;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The `code` of an error body. Any string is taken as the server's code: the client only ever
 * compares it with codes it knows (contracts/errors.ts), so an unknown one simply matches none, and
 * every page need not load the whole table of errors to check it.
 */
function codeOf(value: unknown): ErrorCode | null {
  return typeof value === 'string' && value !== '' ? (value as ErrorCode) : null;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let loggingInAgain = false;

/** Tells the person their session is gone and reloads into the sign-in flow. Runs once at a time. */
export function handleUnauthorized(): void {
  if (loggingInAgain) return;
  loggingInAgain = true;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  window.setTimeout(() => {
    window.location.href = '/api/login';
  }, UNAUTHORIZED_REDIRECT_MS);
}

async function send(
  method: HttpMethod,
  url: string,
  data: unknown,
  options: RequestOptions,
): Promise<Response> {
  const hasBody = data !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: hasBody
        ? { 'Content-Type': 'application/json', Accept: 'application/json' }
        : { Accept: 'application/json' },
      body: hasBody ? JSON.stringify(data) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    // Aborted by us (a query cancelled): not the network's fault.
    if (options.signal?.aborted) throw error;
    reportUnreachable();
    throw new NetworkError(error);
  }
  reportReachable();
  if (!response.ok) {
    const bodyText = (await response.text().catch(() => '')).trim();
    const redirecting = response.status === 401 && options.redirectOn401 === true;
    if (redirecting) handleUnauthorized();
    throw new ApiError(
      response.status,
      response.statusText,
      bodyText,
      redirecting,
      response.headers.get('Retry-After'),
    );
  }
  return response;
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return null as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/** Sends a request and returns the parsed JSON answer (null for an empty body). */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return readBody<T>(await send(method, url, data, options));
}

/** A page of a list endpoint: the JSON array it answers, and the total from its X-Total-Count header. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** GETs a list endpoint (an array answer) with its total; without the header the total is the array's length. */
export async function apiList<T>(url: string, options: RequestOptions = {}): Promise<ListPage<T>> {
  const response = await send('GET', url, undefined, options);
  const items = await readBody<T[] | null>(response);
  const list = Array.isArray(items) ? items : [];
  const raw = response.headers.get('X-Total-Count');
  const header = raw === null ? Number.NaN : Number(raw);
  return { items: list, total: Number.isSafeInteger(header) && header >= 0 ? header : list.length };
}

/** A path with a query string of the params that have a value (undefined, null and '' are left out). */
export function withQuery(path: string, params: object = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A query function that GETs `url`: query keys only name the data (features/<area>/api.ts), URLs are said here. */
export function getJson<T>(url: string): QueryFunction<T> {
  return ({ signal }) => apiRequest<T>('GET', url, undefined, { signal });
}

function bodyOf(error: unknown): unknown {
  if (error instanceof ApiError) return error.body;
  // Errors rebuilt elsewhere keep the `${status}: ${body}` shape.
  if (error instanceof Error) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    return match ? parseJson(match[1] ?? '') : undefined;
  }
  return undefined;
}

/** What a person is told when a request got no answer: nothing they typed is lost. */
export const OFFLINE_MESSAGE =
  'You’re offline or the server can’t be reached. Nothing you entered is lost: try again when you’re back online.';

/**
 * The server's `message` from a failed call, for toasts; the fallback when there is none. A request
 * that got no answer says so (OFFLINE_MESSAGE) rather than blaming what was typed.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return OFFLINE_MESSAGE;
  const body = bodyOf(error);
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** The server's per-field messages (`fields` in its error JSON), or an empty record. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const body = bodyOf(error);
  if (!body || typeof body !== 'object' || !('fields' in body)) return {};
  const fields = (body as { fields: unknown }).fields;
  if (!fields || typeof fields !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

/** The server's error code of a failed call (see ApiError.code), or null. */
export function errorCode(error: unknown): ErrorCode | null {
  if (error instanceof ApiError) return error.code;
  const body = bodyOf(error);
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : null;
  return codeOf(code);
}

/** The HTTP status of a failed call, when it came from the server. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * How long the server asked us to wait before sending the same request again, in whole seconds: the
 * body's `retryAfterSeconds`, else the `Retry-After` header (seconds or an HTTP date). Null when the
 * answer said neither; callers decide by the error code whether to wait at all.
 */
export function retryAfterSeconds(error: unknown, now = Date.now()): number | null {
  const body = bodyOf(error);
  const fromBody =
    body && typeof body === 'object'
      ? (body as { retryAfterSeconds?: unknown }).retryAfterSeconds
      : undefined;
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0) return Math.ceil(fromBody);
  const header = error instanceof ApiError ? error.retryAfter?.trim() : undefined;
  if (!header) return null;
  if (/^\d+$/.test(header)) return Number(header);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** True when the 401 rule already showed its toast: callers then show nothing more. */
export function isHandledUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.handled;
}

/** Shows a failed call as a destructive toast: the server's message, else the fallback. */
export function toastApiError(error: unknown, fallback: string, title = 'Error'): void {
  if (isHandledUnauthorized(error)) return;
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}
