import { conflictSelection, errorSelection, loginRequired, plainErrorSelection, type RestRoute } from './adapter.ts';

const userFields = `databaseId username displayName email emailVerified bio preferredLanguage notificationsEnabled role isAdmin isPremium planType createdAt`;

interface UserResult {
  databaseId: number;
  [field: string]: unknown;
}

/** The user as clients of the brief's REST paths know it (docs/behaviour.md): numeric id, GraphQL field names otherwise. */
function restUser({ databaseId, ...user }: UserResult) {
  return { id: databaseId, ...user };
}

const pick = (body: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(fields.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]));

export const accountRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/user',
    operation: `query { viewer { ${userFields} } }`,
    field: 'viewer',
    respond: restUser,
    whenNull: loginRequired,
  },
  {
    method: 'POST',
    path: '/api/login',
    operation: `mutation ($input: LoginInput!) { login(input: $input) { ${errorSelection} ... on RateLimitedError { retryAfterSeconds } ... on MutationLoginSuccess { data { ${userFields} } } } }`,
    field: 'login',
    variables: ({ body }) => ({ input: pick(body, 'username', 'password') }),
    respond: restUser,
  },
  {
    method: 'POST',
    path: '/api/register',
    operation: `mutation ($input: RegisterInput!) { register(input: $input) { ${errorSelection} ${conflictSelection} ... on RateLimitedError { retryAfterSeconds } ... on MutationRegisterSuccess { data { ${userFields} } } } }`,
    field: 'register',
    variables: ({ body }) => ({ input: pick(body, 'username', 'email', 'password', 'invitationCode') }),
    respond: restUser,
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/logout',
    operation: `mutation { logout }`,
    field: 'logout',
    respond: () => ({ success: true }),
  },
  {
    method: 'PATCH',
    path: '/api/profile',
    operation: `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${errorSelection} ${conflictSelection} ... on MutationUpdateProfileSuccess { data { ${userFields} } } } }`,
    field: 'updateProfile',
    variables: ({ body }) => ({
      input: pick(body, 'displayName', 'email', 'bio', 'preferredLanguage', 'notificationsEnabled'),
    }),
    respond: restUser,
  },
  {
    method: 'POST',
    path: '/api/change-password',
    operation: `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ${errorSelection} ... on RateLimitedError { retryAfterSeconds } ... on MutationChangePasswordSuccess { data { databaseId } } } }`,
    field: 'changePassword',
    variables: ({ body }) => ({ input: pick(body, 'currentPassword', 'newPassword', 'confirmPassword') }),
    respond: () => ({ success: true }),
  },
  {
    method: 'POST',
    path: '/api/password-reset',
    operation: `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ${errorSelection} ... on RateLimitedError { retryAfterSeconds } ... on MutationRequestPasswordResetSuccess { data } } }`,
    field: 'requestPasswordReset',
    variables: ({ body }) => ({ input: pick(body, 'email') }),
    // The same body whether or not an account uses the address.
    respond: (message) => ({ message }),
    status: 202,
  },
  {
    method: 'POST',
    path: '/api/password-reset/confirm',
    operation: `mutation ($input: ConfirmPasswordResetInput!) { confirmPasswordReset(input: $input) { ${errorSelection} ... on MutationConfirmPasswordResetSuccess { data } } }`,
    field: 'confirmPasswordReset',
    variables: ({ body }) => ({ input: pick(body, 'token', 'newPassword') }),
    respond: () => ({ success: true }),
  },
  {
    method: 'POST',
    path: '/api/email-verification',
    operation: `mutation { resendVerificationEmail { ${plainErrorSelection} ${conflictSelection} ... on RateLimitedError { retryAfterSeconds } ... on MutationResendVerificationEmailSuccess { data } } }`,
    field: 'resendVerificationEmail',
    respond: () => ({ success: true }),
    status: 202,
  },
  {
    method: 'POST',
    path: '/api/email-verification/confirm',
    operation: `mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { ${errorSelection} ... on MutationVerifyEmailSuccess { data } } }`,
    field: 'verifyEmail',
    variables: ({ body }) => ({ input: pick(body, 'token') }),
    respond: () => ({ success: true }),
  },
  {
    method: 'GET',
    path: '/api/account/export',
    operation: `query { accountExport }`,
    field: 'accountExport',
    respond: (document) => JSON.parse(document as string),
    headers: () => ({ 'content-disposition': `attachment; filename="promptario-${new Date().toISOString().slice(0, 10)}.json"` }),
  },
  {
    method: 'DELETE',
    path: '/api/account',
    operation: `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { ${errorSelection} ... on RateLimitedError { retryAfterSeconds } ... on MutationDeleteAccountSuccess { data } } }`,
    field: 'deleteAccount',
    variables: ({ body }) => ({ input: pick(body, 'password') }),
    respond: () => null,
    status: 204,
  },
];
