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

/**
 * Text holding U+0000 can never be stored (PostgreSQL refuses it in `text`), so it is refused up front
 * as a validation error on its field, whatever the field, instead of failing in the database.
 */
export function rejectNulCharacters(value: unknown, path: string[] = []): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw ValidationError.forField(path.join('.') || 'input', 'validation.nulCharacter');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => rejectNulCharacters(item, [...path, String(index)]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) rejectNulCharacters(item, [...path, key]);
  }
}
