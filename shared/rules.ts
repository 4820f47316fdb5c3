/**
 * Validation rules that the server and the web client share: the same zod schema on both sides,
 * so a form refuses exactly what the API would. Messages are keys: the server translates them with
 * its catalog (graphql-server/i18n), the client maps them to react-intl messages (web/src/forms).
 * Only zod/mini here: the web bundle imports this file, and the mini API (functions instead of
 * methods) lets the bundler drop the parts of zod the rules do not use (about 35 kB gzip less).
 */
import { z } from 'zod/mini';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const DISPLAY_NAME_MAX = 80;
export const BIO_MAX = 300;
export const CATEGORY_NAME_MAX = 60;
export const PROMPT_TITLE_MAX = 200;
export const PROMPT_CONTENT_MAX = 10_000;

/** The longest e-mail address accepted (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/**
 * Login takes the username or the e-mail address and only checks the length (no account has a
 * longer one); the stricter rules apply when an account is created.
 */
export const loginUsername = z
  .string()
  .check(z.trim(), z.minLength(USERNAME_MIN, 'validation.usernameMin'), z.maxLength(EMAIL_MAX, 'validation.loginNameMax'));
export const loginPassword = z.string().check(z.minLength(PASSWORD_MIN, 'validation.passwordMin'));

export const username = z
  .string()
  .check(
    z.trim(),
    z.minLength(USERNAME_MIN, 'validation.usernameMin'),
    z.maxLength(USERNAME_MAX, 'validation.usernameMax'),
    z.regex(/^[\p{L}\p{N}._-]+$/u, 'validation.usernameChars'),
  );
export const password = z
  .string()
  .check(z.minLength(PASSWORD_MIN, 'validation.passwordMin'), z.maxLength(PASSWORD_MAX, 'validation.passwordMax'));
export const email = (messageKey: 'validation.emailInvalid' | 'validation.profileEmailInvalid') =>
  z.pipe(z.string().check(z.trim(), z.maxLength(EMAIL_MAX, messageKey)), z.email(messageKey));

export const displayName = z.string().check(z.trim(), z.maxLength(DISPLAY_NAME_MAX, 'validation.displayNameMax'));
export const bio = z.string().check(z.maxLength(BIO_MAX, 'validation.bioMax'));

export const newPassword = z
  .string()
  .check(z.minLength(PASSWORD_MIN, 'validation.newPasswordMin'), z.maxLength(PASSWORD_MAX, 'validation.passwordMax'));
export const confirmPassword = z.string().check(z.minLength(PASSWORD_MIN, 'validation.confirmPasswordMin'));
/** The confirmation must repeat the new password (checked on `confirmPassword`). */
export const passwordsMatch = {
  check: (input: { newPassword: string; confirmPassword: string }) => input.newPassword === input.confirmPassword,
  params: { message: 'validation.passwordsDoNotMatch', path: ['confirmPassword'] },
};

export const userCategoryName = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.categoryNameRequired'), z.maxLength(CATEGORY_NAME_MAX, 'validation.categoryNameMax'));

export const promptTitle = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.promptTitleRequired'), z.maxLength(PROMPT_TITLE_MAX, 'validation.promptTitleMax'));
export const promptContent = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.promptContentRequired'), z.maxLength(PROMPT_CONTENT_MAX, 'validation.promptContentMax'));
export const promptCategoryId = z.string().check(z.trim(), z.minLength(1, 'validation.promptCategoryRequired'));

/** The text given to the optimizer or to the complexity analysis ('Prompt vacío' when empty). */
export const OPTIMIZER_PROMPT_MAX = 8000;
export const optimizerPrompt = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.optimizerPromptRequired'), z.maxLength(OPTIMIZER_PROMPT_MAX, 'validation.optimizerPromptMax'));

/** The contact form: name 2+, a valid e-mail, one of the subjects, message 10+. */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const contactSubjects = ['general', 'support', 'billing', 'feedback', 'partnership'] as const;
export type ContactSubject = (typeof contactSubjects)[number];
export const contactName = z
  .string()
  .check(z.trim(), z.minLength(CONTACT_NAME_MIN, 'validation.contactNameMin'), z.maxLength(CONTACT_NAME_MAX, 'validation.contactNameMax'));
export const contactSubject = z.enum(contactSubjects, 'validation.contactSubjectRequired');
export const contactMessage = z
  .string()
  .check(
    z.trim(),
    z.minLength(CONTACT_MESSAGE_MIN, 'validation.contactMessageMin'),
    z.maxLength(CONTACT_MESSAGE_MAX, 'validation.contactMessageMax'),
  );

/** An admin's new invitation code: code 3+ characters after trim, 1-12 months, 1-100 uses. */
export const INVITATION_CODE_MIN = 3;
export const INVITATION_CODE_MAX = 50;
export const INVITATION_MONTHS_MAX = 12;
export const INVITATION_USES_MAX = 100;
export const invitationCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(INVITATION_CODE_MIN, 'validation.invitationCodeMin'),
    z.maxLength(INVITATION_CODE_MAX, 'validation.invitationCodeMax'),
    z.regex(/^\S+$/, 'validation.invitationCodeSpaces'),
  );
export const invitationMonths = z
  .int('validation.invitationMonthsMin')
  .check(z.minimum(1, 'validation.invitationMonthsMin'), z.maximum(INVITATION_MONTHS_MAX, 'validation.invitationMonthsMax'));
export const invitationMaxUses = z
  .int('validation.invitationMaxUsesMin')
  .check(z.minimum(1, 'validation.invitationMaxUsesMin'), z.maximum(INVITATION_USES_MAX, 'validation.invitationMaxUsesMax'));
/**
 * Library categories (the admin's 'Gestión de Categorías'): name and slug required, the
 * slug derived from the name by `slugify` and editable, English name optional.
 */
export const CATEGORY_SLUG_MAX = 60;
export const libraryCategoryName = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.categoryNameAndSlugRequired'), z.maxLength(CATEGORY_NAME_MAX, 'validation.categoryNameMax'));
export const libraryCategoryNameEn = z.string().check(z.trim(), z.maxLength(CATEGORY_NAME_MAX, 'validation.categoryNameMax'));
export const categorySlug = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'validation.categoryNameAndSlugRequired'),
    z.maxLength(CATEGORY_SLUG_MAX, 'validation.categorySlugMax'),
    // Empty is the required rule's to report.
    z.regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'validation.categorySlugChars'),
  );

/**
 * The slug: lower case, each run of other characters one hyphen, none at the ends. Accents are
 * dropped first ('Educación' → 'educacion'), so Spanish names give readable slugs.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_SLUG_MAX)
    .replace(/-+$/, '');
}

/** A library prompt (the admin's editor): at least one category. */
export const libraryPromptCategoryIds = z
  .array(z.string())
  .check(z.minLength(1, 'validation.libraryPromptCategoriesRequired'), z.maxLength(20, 'validation.libraryPromptCategoriesMax'));

/** What a personal API token may do (docs/behaviour.md, API tokens and MCP). */
export const API_TOKEN_SCOPES = ['read', 'write', 'optimize'] as const;
export type ApiTokenScopeName = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_NAME_MAX = 60;

export const apiTokenInput = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'validation.apiTokenNameRequired'), z.maxLength(API_TOKEN_NAME_MAX, 'validation.apiTokenNameMax')),
  scopes: z.array(z.enum(API_TOKEN_SCOPES, 'validation.apiTokenScopeInvalid')).check(z.minLength(1, 'validation.apiTokenScopesRequired')),
});
