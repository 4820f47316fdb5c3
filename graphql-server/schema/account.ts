import { builder } from '../builder.ts';
import { exportAccount } from '../services/account-export.ts';
import { deleteAccount, deleteAccountInput } from '../services/accounts.ts';
import { AuthenticationError, ConflictError, ForbiddenError, RateLimitedError, ValidationError } from '../services/errors.ts';

builder.queryField('accountExport', (t) =>
  t.withAuth({ loggedIn: true }).string({
    description:
      'Everything the viewer owns (profile, own prompts with their earlier versions, saved prompts, categories, optimizations, sessions, payments, contact messages) as one JSON document. No password hash or session ids.',
    resolve: async (_root, _args, context) => JSON.stringify(await exportAccount(context.viewer.id)),
  }),
);

const DeleteAccountInput = builder.inputType('DeleteAccountInput', {
  fields: (t) => ({ password: t.string({ required: true }) }),
});

builder.mutationField('deleteAccount', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: 'Boolean',
    description:
      'Deletes the viewer and everything personal, confirmed with the password (wrong ones are limited like logins: RateLimitedError). Payments stay, detached from the person. Every session ends and this one is signed out. The last admin cannot (ForbiddenError).',
    errors: { types: [ValidationError, AuthenticationError, ForbiddenError, ConflictError, RateLimitedError] },
    args: { input: t.arg({ type: DeleteAccountInput, required: true, validate: { schema: deleteAccountInput } }) },
    resolve: async (_root, { input }, context) => {
      await deleteAccount(context.viewer.id, input);
      await context.signOut();
      return true;
    },
  }),
);
