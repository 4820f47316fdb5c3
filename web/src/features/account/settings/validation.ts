import { z } from 'zod/mini';
import {
  bio,
  confirmPassword,
  displayName,
  email,
  loginPassword,
  newPassword,
  passwordsMatch,
} from '../../../../../shared/rules';

export const profileSchema = z.object({ displayName, email: email('validation.profileEmailInvalid'), bio });

export const passwordSchema = z
  .object({ currentPassword: loginPassword, newPassword, confirmPassword })
  .check(z.refine(passwordsMatch.check, passwordsMatch.params));
