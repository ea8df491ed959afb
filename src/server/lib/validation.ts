import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses input with a shared contract schema; failures become a 400 naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??=
      issue.code === 'invalid_type' && issue.input === undefined
        ? requiredMessage(key, issue.message)
        : issue.message;
  }
  const [first] = result.error.issues;
  const firstKey = first?.path.length ? first.path.join('.') : '_';
  throw badRequest(fields[firstKey] ?? 'The request is not valid.', fields);
}

function requiredMessage(field: string, message: string): string {
  return message.startsWith('Invalid input') ? `${field} is required` : message;
}
