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
