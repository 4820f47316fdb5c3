import { z } from 'zod';
import { isMessageKey } from '../i18n/messages.ts';
import { ValidationError, type FieldIssue } from './errors.ts';

/** Turns a zod failure whose messages are message keys into our ValidationError. */
export function validationErrorFromZod(error: z.ZodError): ValidationError {
  const issues: FieldIssue[] = error.issues.map((issue) => ({
    field: issue.path.filter((part) => typeof part !== 'symbol').join('.') || 'input',
    messageKey: isMessageKey(issue.message) ? issue.message : 'validation.invalidValue',
  }));
  return new ValidationError(issues);
}

/** Parses input with a schema, throwing ValidationError (with field paths) when it does not fit. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationErrorFromZod(result.error);
  return result.data;
}
