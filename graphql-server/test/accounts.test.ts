import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { prisma } from '../db/client.ts';
import { registeredClient, TestClient } from './client.ts';

const viewerQuery = `{ viewer { username email isAdmin isPremium planType preferredLanguage } }`;
const loginMutation = `mutation ($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on Error { code message }
    ... on ValidationError { fieldErrors { field message } }
    ... on MutationLoginSuccess { data { username } }
  }
}`;
const registerMutation = `mutation ($input: RegisterInput!) {
  register(input: $input) {
    __typename
    ... on Error { code message }
    ... on ValidationError { fieldErrors { field message } }
    ... on ConflictError { field }
    ... on MutationRegisterSuccess { data { username planType } }
  }
}`;

describe('registration, login, logout and the viewer', () => {
  it('registers a user who is then the logged-in viewer on the free plan', async () => {
    const client = new TestClient();
    const result = await client.graphql(registerMutation, {
      input: { username: 'Lucia', email: 'Lucia@Example.com', password: 'secret123' },
    });
    expect(result.data.register).toEqual({ __typename: 'MutationRegisterSuccess', data: { username: 'Lucia', planType: 'free' } });
    expect(client.cookieNames()).toEqual(['promptario_session']);
    const viewer = await client.graphql(viewerQuery);
    expect(viewer.data.viewer).toMatchObject({ username: 'Lucia', email: 'Lucia@Example.com', isAdmin: false, isPremium: false });
    const stored = await prisma.user.findUniqueOrThrow({ where: { usernameKey: 'lucia' } });
    expect(stored.passwordHash).not.toContain('secret123');
    expect(stored.passwordHash.startsWith('scrypt$')).toBe(true);
  });

  it('logs in case-insensitively by username and logs out', async () => {
    const { username, password } = await registeredClient();
    const client = new TestClient();
    expect((await client.graphql(viewerQuery)).data.viewer).toBeNull();
    const result = await client.graphql(loginMutation, { input: { username: username.toUpperCase(), password } });
    expect(result.data.login.__typename).toBe('MutationLoginSuccess');
    expect((await client.graphql(viewerQuery)).data.viewer.username).toBe(username);
    expect((await client.graphql(`mutation { logout }`)).data.logout).toBe(true);
    expect((await client.graphql(viewerQuery)).data.viewer).toBeNull();
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const { username } = await registeredClient();
    const client = new TestClient('en');
    const wrongPassword = await client.graphql(loginMutation, { input: { username, password: 'not-the-password' } });
    const unknownUser = await client.graphql(loginMutation, { input: { username: 'nobody-here', password: 'whatever1' } });
    expect(wrongPassword.data.login).toEqual({ __typename: 'AuthenticationError', code: 'UNAUTHENTICATED', message: 'Invalid username or password' });
    expect(unknownUser.data.login).toEqual(wrongPassword.data.login);
  });

  it('rate-limits repeated failed logins for one username', async () => {
    const { username, password } = await registeredClient();
    const client = new TestClient('en', '10.9.9.9');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await client.graphql(loginMutation, { input: { username, password: 'wrong-password' } });
    }
    const blocked = await client.graphql(loginMutation, { input: { username, password } });
    expect(blocked.data.login.__typename).toBe('RateLimitedError');
    expect(blocked.data.login.message).toMatch(/Too many attempts/);
  });

  it('refuses a duplicate username or email, whatever their case', async () => {
    const { username } = await registeredClient();
    const client = new TestClient('es');
    const sameName = await client.graphql(registerMutation, {
      input: { username: username.toUpperCase(), email: 'other@example.com', password: 'secret123' },
    });
    expect(sameName.data.register).toMatchObject({ __typename: 'ConflictError', field: 'username', message: 'El nombre de usuario ya está en uso' });
    const sameEmail = await client.graphql(registerMutation, {
      input: { username: 'someone_else', email: `${username.toUpperCase()}@EXAMPLE.COM`, password: 'secret123' },
    });
    expect(sameEmail.data.register).toMatchObject({ __typename: 'ConflictError', field: 'email' });
  });

  it.each([
    ['es', { username: 'ab', email: 'a@example.com', password: 'secret1' }, 'username', 'El nombre de usuario debe tener al menos 3 caracteres'],
    ['en', { username: 'ab', email: 'a@example.com', password: 'secret1' }, 'username', 'Username must be at least 3 characters'],
    ['en', { username: 'valid_name', email: 'not-an-email', password: 'secret1' }, 'email', 'Please enter a valid email address'],
    ['es', { username: 'valid_name', email: 'a@example.com', password: '12345' }, 'password', 'La contraseña debe tener al menos 6 caracteres'],
    ['en', { username: 'valid_name', email: 'a@example.com', password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ] as const)('validates registration in %s: %o', async (language, input, field, message) => {
    const result = await new TestClient(language).graphql(registerMutation, { input });
    expect(result.data.register.__typename).toBe('ValidationError');
    expect(result.data.register.fieldErrors).toContainEqual({ field: `input.${field}`, message });
    expect(await prisma.user.count({ where: { usernameKey: input.username } })).toBe(0);
  });

  it('validates login input lengths', async () => {
    const result = await new TestClient('en').graphql(loginMutation, { input: { username: 'ab', password: '123' } });
    expect(result.data.login.fieldErrors).toEqual([
      { field: 'input.username', message: 'Username must be at least 3 characters' },
      { field: 'input.password', message: 'Password must be at least 6 characters' },
    ]);
  });
});

describe('profile and password', () => {
  const updateProfile = `mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on Error { code message }
      ... on ValidationError { fieldErrors { field message } }
      ... on MutationUpdateProfileSuccess { data { displayName email bio preferredLanguage notificationsEnabled } }
    }
  }`;
  const changePassword = `mutation ($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on Error { code message }
      ... on ValidationError { fieldErrors { field message } }
    }
  }`;

  it('updates the profile, and then speaks the preferred language', async () => {
    const { client } = await registeredClient({ language: 'es' });
    const result = await client.graphql(updateProfile, {
      input: { displayName: 'Ana', bio: 'Escribo guiones.', preferredLanguage: 'en', notificationsEnabled: false },
    });
    expect(result.data.updateProfile.data).toMatchObject({ displayName: 'Ana', bio: 'Escribo guiones.', preferredLanguage: 'en', notificationsEnabled: false });
    const invalid = await client.graphql(updateProfile, { input: { bio: 'x'.repeat(301) } });
    expect(invalid.data.updateProfile.fieldErrors).toEqual([{ field: 'input.bio', message: 'Bio cannot exceed 300 characters' }]);
  });

  it('rejects an invalid email and a bio over 300 characters with the Spanish messages', async () => {
    const { client } = await registeredClient({ language: 'es' });
    const result = await client.graphql(updateProfile, { input: { email: 'nope', bio: 'x'.repeat(301) } });
    expect(result.data.updateProfile.fieldErrors).toEqual([
      { field: 'input.email', message: 'El correo electrónico no es válido' },
      { field: 'input.bio', message: 'La biografía no puede exceder los 300 caracteres' },
    ]);
  });

  it('refuses profile changes without a session', async () => {
    const result = await new TestClient('en').graphql(updateProfile, { input: { bio: 'hi' } });
    expect(result.data.updateProfile).toMatchObject({ __typename: 'AuthenticationError', code: 'UNAUTHENTICATED' });
  });

  it('checks the password-change rules', async () => {
    const { client, password } = await registeredClient({ language: 'es' });
    const mismatch = await client.graphql(changePassword, { input: { currentPassword: password, newPassword: 'newsecret1', confirmPassword: 'newsecret2' } });
    expect(mismatch.data.changePassword.fieldErrors).toEqual([{ field: 'input.confirmPassword', message: 'Las contraseñas no coinciden' }]);
    const short = await client.graphql(changePassword, { input: { currentPassword: password, newPassword: '123', confirmPassword: '123' } });
    expect(short.data.changePassword.fieldErrors).toEqual([
      { field: 'input.newPassword', message: 'La nueva contraseña debe tener al menos 6 caracteres' },
      { field: 'input.confirmPassword', message: 'Confirma tu nueva contraseña' },
    ]);
    const wrongCurrent = await client.graphql(changePassword, { input: { currentPassword: 'wrong-one', newPassword: 'newsecret1', confirmPassword: 'newsecret1' } });
    expect(wrongCurrent.data.changePassword.fieldErrors).toEqual([{ field: 'currentPassword', message: 'La contraseña actual no es correcta' }]);
  });

  it('limits wrong current passwords like logins, so a stolen cookie cannot guess the password (REST 429, RateLimitedError)', async () => {
    const { client, password } = await registeredClient({ language: 'en' });
    const attempt = (currentPassword: string) => client.rest('POST', '/api/change-password', { currentPassword, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => attempt(`wrong-${index}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(400), 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.code).toBe('RATE_LIMITED');
    // Even the right password waits now: the guesser cannot tell it was right.
    expect((await attempt(password)).status).toBe(429);
    const graphql = await client.graphql(changePassword, { input: { currentPassword: password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' } });
    expect(graphql.data.changePassword.__typename).toBe('RateLimitedError');
  });

  it('ends every session when the password changes, and signs the changer in again with a new cookie', async () => {
    const { client, username, password } = await registeredClient();
    const stolenCopy = new TestClient();
    stolenCopy.copyCookiesFrom(client);
    const otherDevice = new TestClient();
    await otherDevice.graphql(loginMutation, { input: { username, password } });
    expect((await otherDevice.graphql(viewerQuery)).data.viewer.username).toBe(username);

    const result = await client.graphql(changePassword, { input: { currentPassword: password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' } });
    expect(result.data.changePassword.__typename).toBe('MutationChangePasswordSuccess');
    expect((await client.graphql(viewerQuery)).data.viewer.username).toBe(username);
    expect((await otherDevice.graphql(viewerQuery)).data.viewer).toBeNull();
    expect((await stolenCopy.graphql(viewerQuery)).data.viewer).toBeNull();

    const oldPassword = await new TestClient().graphql(loginMutation, { input: { username, password } });
    expect(oldPassword.data.login.__typename).toBe('AuthenticationError');
    const newPassword = await new TestClient().graphql(loginMutation, { input: { username, password: 'brand-new-1' } });
    expect(newPassword.data.login.__typename).toBe('MutationLoginSuccess');
  });
});

describe('roles', () => {
  it('refuses an admin-only field to a user and serves it to the admin', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const refused = await client.graphql(`{ users(first: 5) { edges { node { username } } } }`);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({ message: "You don't have permission to do this", extensions: { code: 'FORBIDDEN' } });

    await prisma.user.update({ where: { usernameKey: (await client.graphql(viewerQuery)).data.viewer.username.toLowerCase() }, data: { role: 'ADMIN' } });
    const allowed = await client.graphql(`{ users(first: 5) { edges { node { username } } } }`);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data.users.edges.length).toBeGreaterThan(0);
  });

  it("never shows another user's account through node(id:)", async () => {
    const alice = await registeredClient();
    const bob = await registeredClient();
    const aliceId = (await alice.client.graphql(`{ viewer { id } }`)).data.viewer.id;
    const seenByBob = await bob.client.graphql(`query ($id: ID!) { node(id: $id) { ... on User { email } } }`, { id: aliceId });
    expect(seenByBob.data?.node ?? null).toBeNull();
    expect(JSON.stringify(seenByBob)).not.toContain('@example.com');
  });
});

describe('the admin account', () => {
  it('is named by ADMIN_USERNAME, which must be a name someone could sign in with', () => {
    expect(readConfig({}).adminUsername).toBe('admin');
    expect(readConfig({ ADMIN_USERNAME: 'site.owner' }).adminUsername).toBe('site.owner');
    expect(() => readConfig({ ADMIN_USERNAME: 'x'.repeat(41) })).toThrow(/ADMIN_USERNAME/);
    expect(() => readConfig({ ADMIN_USERNAME: 'the boss' })).toThrow(/ADMIN_USERNAME/);
  });
});
