import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { mutationEnvelope, notFoundRouteSchema } from '../kit/envelopes.js';

/**
 * Dev switches (issue 30, front-end developers): latency and failures on purpose, per request
 * (`x-mock-delay`, `x-mock-fail`, `x-mock-fail-count` headers), per route (these endpoints, the console's
 * dev panel) or for the whole server (`MOCK_DELAY`, `MOCK_FAIL`, `MOCK_FAIL_RATE`). Only a server in
 * development mode (`MOCK_DEV=1`, which `npm run dev` sets) honours them; otherwise the state says so and
 * the writes answer 404 with {@link DEV_SWITCHES_OFF_TEXT}.
 */

/** What a failure switch answers: see the README's "Dev switches". */
export const MOCK_FAILS = ['error', '401', '403', '404', '422', '500', 'network', 'timeout'] as const;
export type MockFail = (typeof MOCK_FAILS)[number];

/** The longest delay a switch may ask for, in ms. */
export const MOCK_DELAY_CAP_MS = 30_000;

/** The request headers. */
export const MOCK_HEADERS = {
  delay: 'x-mock-delay',
  fail: 'x-mock-fail',
  count: 'x-mock-fail-count',
  /** On the answer: the switches that acted on it (`delay=800; fail=500`). */
  applied: 'x-mock-applied',
} as const;

export const DEV_SWITCHES_OFF_TEXT =
  'Dev switches are off: start the server in development mode (MOCK_DEV=1, as npm run dev does).';
export const DEV_SWITCH_FAILED_TEXT = 'This call failed on purpose: a dev switch is on.';
export const DEV_SWITCH_NOT_FOUND_TEXT = 'Dev switch not found';
export const DEV_SWITCH_SET_TEXT = 'Dev switch set.';
export const DEV_SWITCH_CLEARED_TEXT = 'Dev switch cleared.';
export const DEV_SWITCHES_CLEARED_TEXT = 'Dev switches cleared.';
/** Body refusals of `devSwitches.set`, by field. */
export const DEV_SWITCH_FIELD_TEXT = {
  route: 'Name an endpoint id or a route path of the API.',
  method: 'The method must be GET, POST, PATCH, PUT, DELETE or *.',
  delay: 'The delay is milliseconds (up to 30000) or a range such as 200-1200.',
  fail: 'The failure must be error, 401, 403, 404, 422, 500, network or timeout.',
  count: 'The count must be a whole number from 1 to 1000.',
  nothing: 'Give a delay, a failure or both.',
} as const;

export const delayRangeSchema = z.object({ min: z.number().int().min(0), max: z.number().int().min(0) });
export type DelayRange = z.infer<typeof delayRangeSchema>;

/** One per-route switch. */
export const devSwitchSchema = z.object({
  id: z.number().int(),
  /** As given: an endpoint id (`hardware.list`) or a path (`/hardware/:id`, `/hardware/*`). */
  route: z.string(),
  /** A method, or `*` for any. */
  method: z.string(),
  /** The path it matches, the API base included. */
  pattern: z.string(),
  delay: delayRangeSchema.nullable(),
  fail: z.enum(MOCK_FAILS).nullable(),
  /** Calls left before it clears itself; null until cleared by hand. */
  remaining: z.number().int().nullable(),
});
export type DevSwitch = z.infer<typeof devSwitchSchema>;

export const devSwitchStateSchema = z.object({
  /** Whether this server honours switches (development mode). */
  enabled: z.boolean(),
  /** The whole-server switches of its environment; null when none (or not in development mode). */
  server: z
    .object({ delay: delayRangeSchema.nullable(), fail: z.enum(MOCK_FAILS).nullable(), rate: z.number() })
    .nullable(),
  switches: z.array(devSwitchSchema),
});
export type DevSwitchState = z.infer<typeof devSwitchStateSchema>;

export const devSwitchBodySchema = z.object({
  route: z.string(),
  method: z.string().optional(),
  /** ms, or `min-max`. */
  delay: z.union([z.number(), z.string()]).nullable().optional(),
  fail: z.string().nullable().optional(),
  count: z.union([z.number(), z.string()]).nullable().optional(),
});
export type DevSwitchBody = z.infer<typeof devSwitchBodySchema>;

const BASE = `${API_BASE}/dev/switches`;
const offError = { 404: { description: 'Not in development mode', schema: notFoundRouteSchema } };

export const devSwitchEndpoints = defineEndpoints([
  {
    id: 'devSwitches.state',
    method: 'GET',
    path: BASE,
    kind: 'action',
    auth: 'user',
    response: devSwitchStateSchema,
    summary: 'Dev switches: whether the server is in development mode, its environment switches and route switches',
  },
  {
    id: 'devSwitches.set',
    method: 'POST',
    path: BASE,
    kind: 'action',
    auth: 'user',
    body: devSwitchBodySchema,
    response: mutationEnvelope(devSwitchSchema),
    errors: offError,
    summary: 'Set a dev switch on a route: a delay, a failure, for the next N calls or until cleared',
  },
  {
    id: 'devSwitches.clear',
    method: 'DELETE',
    path: `${BASE}/:id`,
    kind: 'action',
    auth: 'user',
    response: mutationEnvelope(z.null()),
    errors: offError,
    summary: 'Clear one dev switch',
  },
  {
    id: 'devSwitches.clear-all',
    method: 'DELETE',
    path: BASE,
    kind: 'action',
    auth: 'user',
    response: mutationEnvelope(z.null()),
    errors: offError,
    summary: 'Clear every route dev switch',
  },
]);
