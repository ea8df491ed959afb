import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError, isUniqueViolation } from '../lib/errors';

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Requests must send JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/** One place turns every failure into `{ message, fields? }`; a 500 never shows its insides. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.status)
        .send({ message: error.message, ...(error.fields && { fields: error.fields }), ...error.extra });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: error.issues[0]?.message ?? 'The request is not valid.' });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ message: 'That conflicts with something that already exists.' });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      const message =
        (code && FRIENDLY[code]) ?? (code?.startsWith('FST_') ? 'The request is not valid.' : error.message);
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
