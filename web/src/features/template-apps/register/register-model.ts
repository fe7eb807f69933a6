import type { SubKey } from '../../../i18n/keys';

export type RegisterField = 'username' | 'email' | 'password' | 'confirm';
export type RegisterForm = Record<RegisterField, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The server's own floor (server/src/routes/auth-routes.ts). */
export const MIN_PASSWORD = 8;

/** A key under `register.errors`. */
export type RegisterError = SubKey<'register.errors', 'template-apps'>;

/** The form's own checks, as keys under `register.errors`. */
export function validateRegistration(form: RegisterForm): Partial<Record<RegisterField, RegisterError>> {
  const errors: Partial<Record<RegisterField, RegisterError>> = {};
  if (!form.username.trim()) errors.username = 'usernameRequired';
  if (!form.email.trim()) errors.email = 'emailRequired';
  else if (!EMAIL.test(form.email.trim())) errors.email = 'emailInvalid';
  if (!form.password) errors.password = 'passwordRequired';
  else if (form.password.length < MIN_PASSWORD) errors.password = 'passwordShort';
  if (form.confirm !== form.password) errors.confirm = 'confirmMismatch';
  return errors;
}

export type RegisterAnswer =
  | { kind: 'signed-in'; session: unknown }
  | { kind: 'fields'; errors: Partial<Record<RegisterField, string>> }
  | { kind: 'text'; ok: boolean; text: string }
  | { kind: 'none' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts of an envelope's `messages` (a string, a list, or lists per field), one after another. */
function messagesText(messages: unknown): string {
  if (typeof messages === 'string') return messages;
  if (Array.isArray(messages)) return messages.filter((m) => typeof m === 'string').join(' ');
  if (isObject(messages)) return Object.values(messages).map(messagesText).filter(Boolean).join(' ');
  return '';
}

/**
 * What `POST /jwt/register` said: the new account's session (`{user, userData, accessToken, refreshToken}`),
 * field texts (`{error:{email, username, password}}`, a null entry is no message), one text (`{error}`
 * when registration is closed or throttled), or the uniform envelope a server beyond loopback answers.
 */
export function readRegisterAnswer(body: unknown): RegisterAnswer {
  if (!isObject(body)) return { kind: 'none' };
  if (typeof body.accessToken === 'string') return { kind: 'signed-in', session: body };
  const { error } = body;
  if (typeof error === 'string') return { kind: 'text', ok: false, text: error };
  if (isObject(error)) {
    const errors: Partial<Record<RegisterField, string>> = {};
    for (const name of ['username', 'email', 'password'] as const) {
      const text = error[name];
      if (typeof text === 'string' && text) errors[name] = text;
    }
    return Object.keys(errors).length ? { kind: 'fields', errors } : { kind: 'none' };
  }
  if (typeof body.status === 'string') {
    const text = messagesText(body.messages);
    return text ? { kind: 'text', ok: body.status === 'success', text } : { kind: 'none' };
  }
  return { kind: 'none' };
}
