import { builder } from '../builder.ts';
import { translate } from '../i18n/messages.ts';
import { RateLimitedError, ValidationError } from '../services/errors.ts';
import {
  confirmPasswordReset,
  passwordResetConfirmInput,
  passwordResetLifetimeMinutes,
  passwordResetRequestInput,
  requestPasswordReset,
} from '../services/password-reset.ts';

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const ConfirmPasswordResetInput = builder.inputType('ConfirmPasswordResetInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The token of the e-mailed link (/reset-password?token=…).' }),
    newPassword: t.string({ required: true, description: 'Held to the sign-up rules.' }),
  }),
});

builder.mutationField('requestPasswordReset', (t) =>
  t.string({
    description: `E-mails a link to set a new password, valid once for ${passwordResetLifetimeMinutes} minutes, if an account uses the address; a newer link replaces older ones. The answer (a message for the reader) is the same whether or not one does. At most 10 an hour per client address and 3 per e-mail address.`,
    errors: { types: [ValidationError, RateLimitedError] },
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true, validate: { schema: passwordResetRequestInput } }) },
    resolve: async (_root, { input }, context) => {
      await requestPasswordReset(input.email, { clientAddress: context.clientLimitKey, siteOrigin: context.siteOrigin, mailer: context.mailer });
      return translate('passwordReset.requested', context.language);
    },
  }),
);

builder.mutationField('confirmPasswordReset', (t) =>
  t.boolean({
    description: 'Sets a new password with the token of an e-mailed link and ends every session of the account. A used, expired or unknown token is a ValidationError on `token`.',
    errors: { types: [ValidationError] },
    args: { input: t.arg({ type: ConfirmPasswordResetInput, required: true, validate: { schema: passwordResetConfirmInput } }) },
    resolve: async (_root, { input }) => {
      await confirmPasswordReset(input);
      return true;
    },
  }),
);
