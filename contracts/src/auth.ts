import { z } from 'zod';

export const abilityRuleSchema = z.object({
  action: z.union([z.string(), z.array(z.string())]),
  subject: z.union([z.string(), z.array(z.string())]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  inverted: z.boolean().optional(),
});

/** What the console stores under `userData`: who is signed in and the CASL ability list. */
export const userDataSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  ability: z.array(abilityRuleSchema),
  permissions: z.array(z.string()),
});
export type UserData = z.infer<typeof userDataSchema>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const sessionSchema = tokenPairSchema.extend({ userData: userDataSchema });
export type Session = z.infer<typeof sessionSchema>;

/** `POST /admin/public/api/v1/login`: `username` or `email`, and `password`. */
export const apiLoginBodySchema = z.object({
  username: z.string().max(255).optional(),
  email: z.string().max(255).optional(),
  password: z.string().max(1024).optional(),
});

/** `POST /jwt/login`. */
export const jwtLoginBodySchema = z.object({
  email: z.string().max(255).optional(),
  password: z.string().max(1024).optional(),
});

/** `POST /jwt/register`. */
export const jwtRegisterBodySchema = z.object({
  username: z.string().max(255).optional(),
  email: z.string().max(255).optional(),
  password: z.string().max(1024).optional(),
});

/** `GET /login/options`: what the sign-in page may offer. */
export const loginOptionsSchema = z.object({
  /** The published demo password signs the demo accounts in (false once the server generated theirs). */
  demo_password: z.boolean(),
  /** `/jwt/register` creates accounts. */
  registration: z.boolean(),
});
export type LoginOptions = z.infer<typeof loginOptionsSchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().max(4096).optional() });

/** The template auth answers its own failures as `{ error }` (field texts or one text). */
export const jwtErrorSchema = z.object({
  error: z.union([z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()]))]),
});

/** `POST /jwt/register` on loopback: the new account signed in (`user` for the template's screen). */
export const jwtRegisteredSchema = sessionSchema.extend({ user: userDataSchema });

export const AUTH_TEXT = {
  failed: 'These credentials do not match our records.',
  loggedIn: 'Logged in successfully.',
  loggedOut: 'Logged out successfully.',
  jwtInvalid: 'Email or Password is Invalid',
  emailTaken: 'This email is already in use.',
  usernameTaken: 'This username is already in use.',
  invalidRefresh: 'Invalid User',
  inactive: 'This account is not activated.',
} as const;

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
