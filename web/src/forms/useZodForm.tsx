import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { defineMessage, useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import type { Failure } from '../relay/useMutation';
import { ruleText } from './validationMessages';

const characterCount = defineMessage<{ count: number; max: number }>({
  id: 'form.characterCount',
  defaultMessage: '{count}/{max} caracteres',
});

/** From this share of a field's maximum on, its hint counts the characters. */
const NEAR_LIMIT = 0.8;

/**
 * The one way to build a form: react-hook-form with the zod schema (the shared rules of
 * shared/rules.ts where the server has the same rule). Invalid submits focus the first invalid
 * field; `showFailure` puts a failed mutation's field messages on their fields and focuses the
 * first; `field(name)` gives a Fluent `Field` its translated message and state, `bind(name)` its
 * text control the value and handlers (checkboxes use `register(name)`).
 */
export function useZodForm<Values extends FieldValues, Output extends FieldValues = Values>(
  schema: z.ZodMiniType<Output, Values>,
  defaultValues: DefaultValues<Values>,
  /** Keep the fields in step with `defaultValues` when they change (e.g. the store's viewer was updated elsewhere). */
  { follow = false }: { follow?: boolean } = {},
) {
  const intl = useIntl();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    values: follow ? (defaultValues as Values) : undefined,
  });

  const values = useWatch({ control: form.control });

  const field = (name: FieldPath<Values>) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    if (!message) return { validationMessage: undefined, validationState: 'none' as const };
    const { title, text } = ruleText(message, intl.locale);
    const validationMessage: ReactNode = title ? (
      <>
        <strong>{title}.</strong> {text}
      </>
    ) : (
      text
    );
    return { validationMessage, validationState: 'error' as const };
  };

  /**
   * Props for a Fluent Input / Textarea / Select / PasswordInput. Fluent keeps their value as
   * React state, so the field is controlled from the form's values (defaults and `reset` show).
   */
  const bind = (name: FieldPath<Values>) => {
    const value: unknown = values[name as keyof typeof values];
    return { ...form.register(name), value: typeof value === 'string' ? value : '' };
  };

  /** A counter as the field's hint once its value nears `max` (instead of cutting text silently). */
  const lengthHint = (name: FieldPath<Values>, max: number) => {
    const value: unknown = values[name as keyof typeof values];
    const count = typeof value === 'string' ? value.length : 0;
    return count >= max * NEAR_LIMIT ? intl.formatMessage(characterCount, { count, max }) : undefined;
  };

  const showFailure = (failure: Failure) => {
    let first = true;
    for (const [name, message] of Object.entries(failure.fields)) {
      if (!(name in (defaultValues as object))) continue;
      form.setError(name as FieldPath<Values>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  };

  return { ...form, bind, field, lengthHint, showFailure };
}
