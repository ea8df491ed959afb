import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { type AppError, badRequest } from './errors';

/** A UUID as our ids are written: a path id that is not one is simply not found (no database error). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parses input with a shared contract schema; failures become a 400 naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(result.error);
}

/** A failed parse as the API's 400 `validation.invalid`: the first problem's words, and each field's. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??=
      issue.code === 'invalid_type' && issue.input === undefined
        ? requiredMessage(key, issue.message)
        : issue.message;
  }
  const [first] = error.issues;
  const firstKey = first?.path.length ? first.path.join('.') : '_';
  return badRequest('validation.invalid', { message: fields[firstKey], fields });
}

function requiredMessage(field: string, message: string): string {
  return message.startsWith('Invalid input') ? `${field} is required` : message;
}

/**
 * Validates a route's body, query and params with the zod schemas it declares (the type provider
 * gives the handler their output types). A missing body is read as `{}`, so a required field is
 * named rather than the body as a whole; failures are the same 400 as parseInput's.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  };
