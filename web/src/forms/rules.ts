/** Validation rules shared by the client forms (SPEC §5, §9). */
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const BIO_MAX = 300;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Per-field error messages of a form. */
export type FormErrors<Field extends string, Message> = Partial<Record<Field, Message>>;

export function hasErrors(errors: Partial<Record<string, unknown>>): boolean {
  return Object.values(errors).some(Boolean);
}
