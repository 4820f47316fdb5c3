/**
 * 'Bienvenida' when the username ends in 'a', otherwise 'Bienvenido'. The dashboard's
 * greeting and the login/register toasts use this one rule, so they always agree.
 */
export const welcomeForm = (username: string): 'feminine' | 'other' => (/a$/i.test(username.trim()) ? 'feminine' : 'other');
