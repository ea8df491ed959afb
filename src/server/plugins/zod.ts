import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zodValidatorCompiler } from '#server/lib/validation.ts';

/**
 * The app as feature routes see it: each route declares its zod schemas (body, querystring, params,
 * response) and its access rule in one options object, and the handler gets the parsed input typed.
 */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Requests are validated with the routes' zod schemas (a 400 naming each field); answers are
 * checked and stripped to their response schema, so a field the schema does not declare never
 * leaves the server, and an answer that does not match it is a 500 rather than a leak.
 */
export function registerZod(app: FastifyInstance): Api {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}

/** `:id` in a path. Not checked as a UUID here: services answer 404 for an id that cannot exist. */
export const idParams = z.object({ id: z.string() });
