import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { confirmPassword, newPassword, passwordsMatch } from '../../../../../shared/rules';
import { Field } from '../../../forms/Field';
import { PasswordInput } from '../../../forms/PasswordInput';
import { SubmitButton } from '../../../forms/SubmitButton';
import { useZodForm } from '../../../forms/useZodForm';
import { useNotify } from '../../../notify/useNotify';
import { useSession } from '../../../router/session';
import { useConfirmPasswordResetMutation } from '../useConfirmPasswordResetMutation';
import { passwordResetMessages as messages } from './passwordResetMessages';

const resetSchema = z.object({ newPassword, confirmPassword }).check(z.refine(passwordsMatch.check, passwordsMatch.params));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  problem: { margin: 0, padding: '12px 16px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorPaletteRedBackground1 },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold, alignSelf: 'center' },
});

/**
 * The e-mailed link's page: a new password for the token in the URL. The server ends every session
 * of the account, so this browser starts over as a visitor on /auth, with a toast that says so.
 */
export function ResetPasswordForm() {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const { endSession } = useSession();
  const token = useSearchParams()[0].get('token') ?? '';
  const [confirmReset, isInFlight] = useConfirmPasswordResetMutation();
  const [tokenProblem, setTokenProblem] = useState<string | null>(token ? null : intl.formatMessage(messages.missingToken));
  const form = useZodForm(resetSchema, { newPassword: '', confirmPassword: '' });

  const submit = form.handleSubmit(async ({ newPassword }) => {
    const result = await confirmReset({ input: { token, newPassword } });
    if (!result.ok) {
      if (result.failure.fields.token) setTokenProblem(result.failure.fields.token);
      return form.showFailure(result.failure);
    }
    await endSession();
    notify.success(intl.formatMessage(messages.doneTitle), intl.formatMessage(messages.doneBody));
  });

  return (
    <div className={styles.form}>
      {tokenProblem ? (
        <p className={styles.problem} role="alert">
          {tokenProblem}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.resetTitle)}>
          <Field label={intl.formatMessage(messages.newPassword)} required {...form.field('newPassword')}>
            <PasswordInput autoComplete="new-password" {...form.bind('newPassword')} />
          </Field>
          <Field label={intl.formatMessage(messages.confirmPassword)} required {...form.field('confirmPassword')}>
            <PasswordInput autoComplete="new-password" {...form.bind('confirmPassword')} />
          </Field>
          <SubmitButton pending={isInFlight} label={messages.save} pendingLabel={messages.saving} size="large" />
        </form>
      )}
      <Link to={tokenProblem ? '/forgot-password' : '/auth'} className={styles.link}>
        {intl.formatMessage(tokenProblem ? messages.askAgain : messages.backToLogin)}
      </Link>
    </div>
  );
}
