import { languages } from '../../shared/languages.ts';
import { builder } from '../builder.ts';
import { prisma } from '../db/client.ts';
import {
  changePassword,
  changePasswordInput,
  login,
  loginInput,
  register,
  registerInput,
  updateProfile,
  updateProfileInput,
} from '../services/accounts.ts';
import { resendVerificationEmail, sendVerificationEmail, sendVerificationForNewAddress, verifyEmail, verifyEmailInput } from '../services/email-verification.ts';
import { AuthenticationError, ConflictError, LimitReachedError, NotFoundError, RateLimitedError, ValidationError } from '../services/errors.ts';

export const LanguageEnum = builder.enumType('Language', { values: languages });
const RoleEnum = builder.enumType('Role', { values: ['USER', 'ADMIN'] as const });

export const User = builder.prismaNode('User', {
  id: { field: 'id' },
  // A user is visible only to themselves and to admins, through any field or node(id:).
  authScopes: (user, context) => context.viewer?.id === user.id || context.viewer?.role === 'ADMIN',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName', { nullable: true }),
    email: t.exposeString('email'),
    emailVerified: t.boolean({
      description: 'Whether the current e-mail address was confirmed through an e-mailed link. Nothing requires it.',
      resolve: (user) => user.emailVerifiedAt !== null,
    }),
    bio: t.exposeString('bio', { nullable: true }),
    preferredLanguage: t.expose('preferredLanguage', { type: LanguageEnum }),
    notificationsEnabled: t.exposeBoolean('notificationsEnabled'),
    role: t.expose('role', { type: RoleEnum }),
    isAdmin: t.boolean({ resolve: (user) => user.role === 'ADMIN' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The logged-in user, or null.',
    // Queried even when logged out (id -1 matches nobody) so the selection is always used.
    resolve: (query, _root, _args, context) => prisma.user.findUnique({ ...query, where: { id: context.viewer?.id ?? -1 } }),
  }),
);

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({ username: t.string({ required: true }), password: t.string({ required: true }) }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    invitationCode: t.string({ description: 'Optional; a valid code grants one month of Pro.' }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    displayName: t.string(),
    email: t.string(),
    bio: t.string(),
    preferredLanguage: t.field({ type: LanguageEnum }),
    notificationsEnabled: t.boolean(),
  }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
  }),
});

builder.mutationField('login', (t) =>
  t.field({
    type: User,
    errors: { types: [ValidationError, AuthenticationError, RateLimitedError] },
    args: { input: t.arg({ type: LoginInput, required: true, validate: { schema: loginInput } }) },
    resolve: async (_root, { input }, context) => {
      const user = await login(input, context.clientLimitKey);
      await context.signIn(user);
      return user;
    },
  }),
);

builder.mutationField('register', (t) =>
  t.field({
    type: User,
    errors: { types: [ValidationError, ConflictError, NotFoundError, LimitReachedError, RateLimitedError] },
    args: { input: t.arg({ type: RegisterInput, required: true, validate: { schema: registerInput } }) },
    resolve: async (_root, { input }, context) => {
      const user = await register({ ...input, preferredLanguage: context.language }, context.clientLimitKey);
      await context.signIn(user);
      sendVerificationEmail(user.id, { siteOrigin: context.siteOrigin, mailer: context.mailer });
      return user;
    },
  }),
);

builder.mutationField('logout', (t) =>
  t.boolean({
    description: 'Ends the current session. True even when there was none.',
    resolve: async (_root, _args, context) => {
      await context.signOut();
      return true;
    },
  }),
);

builder.mutationField('updateProfile', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: User,
    errors: { types: [ValidationError, ConflictError, AuthenticationError] },
    args: { input: t.arg({ type: UpdateProfileInput, required: true, validate: { schema: updateProfileInput } }) },
    resolve: async (_root, { input }, context) => {
      const { user, emailChanged } = await updateProfile(context.viewer.id, input);
      if (emailChanged) await sendVerificationForNewAddress(user.id, { siteOrigin: context.siteOrigin, mailer: context.mailer });
      return user;
    },
  }),
);

builder.mutationField('changePassword', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: User,
    description:
      'Ends every session of the user and signs this one in again with a new session (a new cookie). Wrong current passwords are limited like logins (RateLimitedError).',
    errors: { types: [ValidationError, AuthenticationError, RateLimitedError] },
    args: { input: t.arg({ type: ChangePasswordInput, required: true, validate: { schema: changePasswordInput } }) },
    resolve: async (_root, { input }, context) => {
      const user = await changePassword(context.viewer.id, input);
      await context.signIn(user);
      return user;
    },
  }),
);

builder.queryField('users', (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: 'User',
    cursor: 'id',
    maxSize: 100,
    description: 'Every account, oldest first. Admins only.',
    resolve: (query) => prisma.user.findMany({ ...query, orderBy: { id: 'asc' } }),
  }),
);

const VerifyEmailInput = builder.inputType('VerifyEmailInput', {
  fields: (t) => ({ token: t.string({ required: true, description: 'The token of the e-mailed link (/verify-email?token=…).' }) }),
});

builder.mutationFields((t) => ({
  resendVerificationEmail: t.withAuth({ loggedIn: true }).boolean({
    description: 'E-mails the viewer a new link confirming their address (replacing older links). At most 3 an hour; a ConflictError once confirmed.',
    errors: { types: [AuthenticationError, ConflictError, RateLimitedError] },
    resolve: async (_root, _args, context) => {
      await resendVerificationEmail(context.viewer.id, { siteOrigin: context.siteOrigin, mailer: context.mailer });
      return true;
    },
  }),
  verifyEmail: t.boolean({
    description: 'Confirms the address an e-mailed link was sent to. No session needed. A used, expired, replaced or unknown token is a ValidationError on `token`.',
    errors: { types: [ValidationError] },
    args: { input: t.arg({ type: VerifyEmailInput, required: true, validate: { schema: verifyEmailInput } }) },
    resolve: async (_root, { input }) => {
      await verifyEmail(input);
      return true;
    },
  }),
}));
