import { z } from 'zod/mini';
import { PASSWORD_MIN, email, loginPassword, loginUsername, password, username } from '../../../../../shared/rules';

export const loginSchema = z.object({ username: loginUsername, password: loginPassword });

/** The register form: the server's rules, plus the confirmation and the terms (client-only). */
export const registerSchema = z.pipe(
  z
    .object({
    username,
    email: email('validation.emailInvalid'),
    password,
      confirmPassword: z.string().check(z.minLength(PASSWORD_MIN, 'validation.passwordMin')),
      invitationCode: z.string().check(z.trim()),
      acceptTerms: z.boolean().check(z.refine(Boolean, 'validation.termsRequired')),
    })
    .check(
      z.refine((values) => values.confirmPassword.length < PASSWORD_MIN || values.confirmPassword === values.password, {
        message: 'validation.passwordsDoNotMatch',
        path: ['confirmPassword'],
        // Said together with the other fields' messages, not after they are fixed.
        when: ({ value }) => typeof (value as { password?: unknown }).password === 'string',
      }),
    ),
  // The mutation's input: no confirmPassword or acceptTerms, invitationCode only when filled.
  z.transform(({ username, email, password, invitationCode }) => ({
    username,
    email,
    password,
    ...(invitationCode ? { invitationCode } : {}),
  })),
);
