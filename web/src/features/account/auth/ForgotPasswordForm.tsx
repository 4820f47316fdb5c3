import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { z } from 'zod/mini';
import { email } from '../../../../../shared/rules';
import { Field } from '../../../forms/Field';
import { SubmitButton } from '../../../forms/SubmitButton';
import { TextInput } from '../../../forms/TextInput';
import { useZodForm } from '../../../forms/useZodForm';
import { useRequestPasswordResetMutation } from '../useRequestPasswordResetMutation';
import { useWithNext } from './nextPath';
import { passwordResetMessages as messages } from './passwordResetMessages';

const forgotSchema = z.object({ email: email('validation.emailInvalid') });

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  sent: { margin: 0, padding: '12px 16px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorPaletteGreenBackground1 },
  back: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold, alignSelf: 'center' },
});

/** Asks for a reset link; then says what the server says, which is the same for every address. */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const styles = useStyles();
  const [requestReset, isInFlight] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(forgotSchema, { email: '' });
  const withNext = useWithNext();

  const submit = form.handleSubmit(async (input) => {
    const result = await requestReset({ input });
    if (!result.ok) return form.showFailure(result.failure);
    setSent(result.data);
  });

  return (
    <div className={styles.form}>
      {sent ? (
        <p className={styles.sent} role="status">
          {sent}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.forgotTitle)}>
          <Field label={intl.formatMessage(messages.email)} required {...form.field('email')}>
            <TextInput type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.bind('email')} />
          </Field>
          <SubmitButton pending={isInFlight} label={messages.send} pendingLabel={messages.sending} size="large" />
        </form>
      )}
      <Link to={withNext('/auth')} className={styles.back}>
        {intl.formatMessage(messages.backToLogin)}
      </Link>
    </div>
  );
}
