import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { ERRORS, type ErrorCode } from '#contracts/errors.ts';
import { AppError, isUniqueViolation } from '#server/lib/errors.ts';
import { validationError } from '#server/lib/validation.ts';

/** Fastify's own refusals, by its error code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload.too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'media.unsupported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation.invalid',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'payload.empty_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'payload.invalid_json',
};

/** Any other 4xx, by its status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'validation.invalid',
  401: 'auth.required',
  403: 'auth.forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload.too_large',
  415: 'media.unsupported',
  429: 'rate_limited',
};

/** An error answer: `{ code, message, fields? }` (and a refusal's extras), never anything else. */
export function sendError(
  reply: FastifyReply,
  status: number,
  body: { code: ErrorCode; message: string; fields?: Record<string, string> },
  extra?: Record<string, unknown>,
) {
  return reply.status(status).send({
    ...extra,
    code: body.code,
    message: body.message,
    ...(body.fields && { fields: body.fields }),
  });
}

const answer = (reply: FastifyReply, code: ErrorCode) =>
  sendError(reply, ERRORS[code].status, { code, message: ERRORS[code].message });

/** One place turns every failure into `{ code, message, fields? }`; a 500 never shows its insides. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    if (error instanceof ZodError) error = validationError(error);
    if (error instanceof AppError) {
      if (error.options.headers) reply.headers(error.options.headers);
      return sendError(reply, error.status, error, error.options.extra);
    }
    if (isUniqueViolation(error)) return answer(reply, 'conflict');
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const fastifyCode = (error as FastifyError).code;
      // A 4xx neither table names (405, 406 …) keeps its status and says only that the request was refused.
      const code =
        (fastifyCode ? FASTIFY_CODES[fastifyCode] : undefined) ??
        STATUS_CODES[status] ??
        'validation.invalid';
      // Fastify's own words name its internals; a plugin's refusal (not FST_) is meant for people.
      const ours = fastifyCode?.startsWith('FST_') || !error.message;
      return sendError(reply, status, { code, message: ours ? ERRORS[code].message : error.message });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return answer(reply, 'internal');
  });
}
