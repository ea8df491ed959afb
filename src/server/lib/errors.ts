/** The one error type services throw; the app's error handler turns it into `{ message, fields? }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
    /** HTTP headers the answer carries (Retry-After on 429 and 503). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, fields);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, message, fields);
export const unprocessable = (message: string, extra?: Record<string, unknown>) =>
  new AppError(422, message, undefined, extra);
/** 429; with the seconds until the limit's window ends, the answer says when to come back. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    429,
    message,
    undefined,
    undefined,
    retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  );
/** 503: the server is busy (or too slow) now; come back after `retryAfterSeconds`. */
export const unavailable = (message: string, retryAfterSeconds: number) =>
  new AppError(503, message, undefined, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** PostgreSQL's unique-violation code; used to turn races on unique indexes into 409s. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = findPgError(error);
  return candidate?.code === '23505' && (!constraint || candidate.constraint === constraint);
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const record = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code)) {
      return { code: record.code, constraint: record.constraint };
    }
    current = record.cause;
  }
  return undefined;
}
