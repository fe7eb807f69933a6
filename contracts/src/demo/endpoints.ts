import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { forbiddenSchema, mutationEnvelope } from '../kit/envelopes.js';
import { sessionSchema } from '../auth.js';
import { DEMO_ACCOUNTS } from '../demo-accounts.js';

/**
 * Demo sessions (issue 30, "Sales demos"): with DEMO_SESSIONS=1 every visitor who signs in with a demo
 * account works on a private copy of the pristine seeded database. These calls say whether that is on,
 * restore the copy, sign in as another persona of the same copy and move the copy's clock forward.
 * Outside a demo session the writes answer 403.
 */

export const DEMO_PERSONAS = DEMO_ACCOUNTS.map((a) => a.role);
export type DemoPersona = (typeof DEMO_ACCOUNTS)[number]['role'];
export const DEMO_CLOCK_STEPS = ['hour', 'day', 'week'] as const;
export type DemoClockStep = (typeof DEMO_CLOCK_STEPS)[number];
export const DEMO_CLOCK_STEP_MS: Record<DemoClockStep, number> = {
  hour: 60 * 60 * 1000,
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
};

export const demoStatusSchema = z.object({
  /** The server runs demo sessions (DEMO_SESSIONS=1). */
  enabled: z.boolean(),
  /** The caller's session, when the call came through one. */
  session: z
    .object({
      id: z.string(),
      /** When it goes if no request comes in before (ISO). */
      expires_at: z.string(),
      /** How far the session's clock runs ahead of the real one, in ms. */
      clock_offset_ms: z.number().int(),
      /** The session's time now (ISO). */
      now: z.string(),
    })
    .nullable(),
  /** Whom the persona switcher signs in as (empty outside a session). */
  personas: z.array(z.object({ role: z.string(), email: z.string(), username: z.string(), label: z.string() })),
});
export type DemoStatus = z.infer<typeof demoStatusSchema>;

export const demoPersonaBodySchema = z.object({ persona: z.enum(DEMO_PERSONAS as [DemoPersona, ...DemoPersona[]]) });
export const demoClockBodySchema = z.object({ advance: z.enum(DEMO_CLOCK_STEPS) });
export const demoClockResultSchema = z.object({
  clock_offset_ms: z.number().int(),
  now: z.string(),
  /** Escalation levels that fired and preventive work orders made by the jobs run after the move. */
  escalated: z.number().int(),
  generated: z.number().int(),
});

/** The writes belong to a demo session: anywhere else (the lobby, a non-demo account) they are refused. */
const outsideSession = {
  403: {
    description: 'Not signed in to a demo session with a demo account (or demo sessions are off).',
    schema: forbiddenSchema,
  },
};

export const demoEndpoints = defineEndpoints([
  {
    id: 'demo.status',
    method: 'GET',
    path: `${API_BASE}/demo/status`,
    kind: 'action',
    auth: 'public',
    summary: 'Whether demo sessions are on, the caller’s session (expiry, clock) and its personas',
    response: demoStatusSchema,
  },
  {
    id: 'demo.reset',
    method: 'POST',
    path: `${API_BASE}/demo/reset`,
    kind: 'action',
    auth: 'user',
    errors: outsideSession,
    summary: 'Restore the demo session’s pristine data (answers a new sign-in of the same persona)',
    response: mutationEnvelope(sessionSchema),
  },
  {
    id: 'demo.persona',
    method: 'POST',
    path: `${API_BASE}/demo/persona`,
    kind: 'action',
    auth: 'user',
    errors: outsideSession,
    summary: 'Sign in as another demo persona of the same session',
    body: demoPersonaBodySchema,
    response: mutationEnvelope(sessionSchema),
  },
  {
    id: 'demo.clock',
    method: 'POST',
    path: `${API_BASE}/demo/clock`,
    kind: 'action',
    auth: 'user',
    errors: outsideSession,
    summary: 'Move the demo session’s clock forward and run its clock jobs once',
    body: demoClockBodySchema,
    response: mutationEnvelope(demoClockResultSchema),
  },
]);
