import { ERRORS, type ErrorCode, type ErrorCodeWithStatus } from '#contracts/errors.ts';

export type AppErrorOptions = {
  /** More of the answer beside code, message and fields (a refused proof's `verificationResult`). */
  extra?: Record<string, unknown>;
  /** HTTP headers the answer carries (Retry-After on 429 and 503). */
  headers?: Record<string, string>;
};

/**
 * The one error type services throw; the app's error handler answers it as `{ code, message, fields? }`
 * with its status. The code comes from the one table in contracts/errors.ts.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export type FailOptions = AppErrorOptions & {
  /** The message when it carries a detail; else the table's. */
  message?: string;
  fields?: Record<string, string>;
  /** Names the one field the message is about: `fields` becomes `{ [field]: message }`. */
  field?: string;
};

/** The error of a code, with the table's status and (unless told otherwise) its message. */
export function fail(code: ErrorCode, options: FailOptions = {}): AppError {
  const message = options.message ?? ERRORS[code].message;
  const fields = options.field ? { [options.field]: message, ...options.fields } : options.fields;
  return new AppError(ERRORS[code].status, code, message, fields, {
    extra: options.extra,
    headers: options.headers,
  });
}

// One helper per status; each takes only the codes the table gives that status.
export const badRequest = (code: ErrorCodeWithStatus<400>, options?: FailOptions) => fail(code, options);
export const unauthorized = (code: ErrorCodeWithStatus<401> = 'auth.required', options?: FailOptions) =>
  fail(code, options);
export const forbidden = (code: ErrorCodeWithStatus<403> = 'auth.forbidden', options?: FailOptions) =>
  fail(code, options);
export const notFound = (code: ErrorCodeWithStatus<404> = 'not_found', options?: FailOptions) =>
  fail(code, options);
export const conflict = (code: ErrorCodeWithStatus<409>, options?: FailOptions) => fail(code, options);
export const unprocessable = (code: ErrorCodeWithStatus<422>, options?: FailOptions) => fail(code, options);
/** 429; with the seconds until the limit's window ends, the answer says when to come back. */
export const tooManyRequests = (
  code: ErrorCodeWithStatus<429>,
  options: FailOptions & { retryAfterSeconds?: number } = {},
) => {
  const { retryAfterSeconds, ...rest } = options;
  return fail(code, {
    ...rest,
    headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : rest.headers,
  });
};
/** 503: the server is busy (or too slow) now; come back after `retryAfterSeconds`. */
export const unavailable = (code: ErrorCodeWithStatus<503>, retryAfterSeconds: number) =>
  fail(code, { headers: { 'Retry-After': String(retryAfterSeconds) } });

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
