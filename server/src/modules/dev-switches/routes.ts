import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEV_SWITCHES_CLEARED_TEXT,
  DEV_SWITCHES_OFF_TEXT,
  DEV_SWITCH_CLEARED_TEXT,
  DEV_SWITCH_FIELD_TEXT,
  DEV_SWITCH_NOT_FOUND_TEXT,
  DEV_SWITCH_SET_TEXT,
  type DevSwitchBody,
} from '@cmms/contracts/dev-switches/endpoints';
import { failure, success } from '../../http/envelope.js';
import { bodyOf } from '../../http/register-endpoint.js';
import { registerAction } from '../../http/register-action.js';
import { parseCount, parseDelay, parseFail, type DevConfig } from './parse.js';
import { resolveRoute, type SwitchStore } from './store.js';

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', '*'];

/** Outside development mode every write is refused, whatever its body, with a 404 that says how to turn the switches on. */
const offWhen = (config: DevConfig) => (_request: FastifyRequest, reply: FastifyReply) => {
  if (!config.enabled)
    return reply.status(404).send({ status: 'error', message: DEV_SWITCHES_OFF_TEXT, payload: null });
};

/** The dev panel's calls: the state (always answered, so the console knows whether to show the panel), set, clear. */
export function registerSwitchRoutes(app: FastifyInstance, config: DevConfig, store: SwitchStore): void {
  const guard = offWhen(config);

  registerAction(app, 'devSwitches.state', async () =>
    config.enabled
      ? { enabled: true, server: config.server, switches: store.all() }
      : { enabled: false, server: null, switches: [] },
  );

  /** A switch from the panel's body: each field's own text when it does not read (the schema only types it). */
  const setSwitch = (body: Record<string, unknown> | DevSwitchBody) => {
    const messages: Record<string, string[]> = {};
    const route = typeof body.route === 'string' ? resolveRoute(body.route) : null;
    if (!route) messages.route = [DEV_SWITCH_FIELD_TEXT.route];
    const methodText = typeof body.method === 'string' && body.method.trim() ? body.method.trim().toUpperCase() : null;
    if (methodText !== null && !METHODS.includes(methodText)) messages.method = [DEV_SWITCH_FIELD_TEXT.method];
    const given = (v: unknown) => v !== undefined && v !== null && v !== '';
    const delay = given(body.delay) ? parseDelay(body.delay) : null;
    if (delay === undefined) messages.delay = [DEV_SWITCH_FIELD_TEXT.delay];
    const fail = given(body.fail) ? parseFail(body.fail) : null;
    if (fail === undefined) messages.fail = [DEV_SWITCH_FIELD_TEXT.fail];
    const count = given(body.count) ? parseCount(body.count) : null;
    if (count === undefined) messages.count = [DEV_SWITCH_FIELD_TEXT.count];
    if (!given(body.delay) && !given(body.fail)) messages.fail = [DEV_SWITCH_FIELD_TEXT.nothing];
    if (Object.keys(messages).length || !route) return failure(messages);
    const sw = store.add({
      route: String(body.route).trim(),
      pattern: route.pattern,
      method: methodText ?? route.method ?? '*',
      delay: delay ?? null,
      fail: fail ?? null,
      remaining: count ?? null,
    });
    return success(DEV_SWITCH_SET_TEXT, sw);
  };

  registerAction(app, 'devSwitches.set', async ({ body }) => setSwitch(body), {
    guard,
    // A body off the schema still gets the panel's own texts per field.
    invalid: ({ request }) => setSwitch(bodyOf(request)),
  });

  registerAction(
    app,
    'devSwitches.clear',
    async ({ params }) =>
      store.remove(params.id) ? success(DEV_SWITCH_CLEARED_TEXT, null) : failure(DEV_SWITCH_NOT_FOUND_TEXT),
    { guard },
  );

  registerAction(
    app,
    'devSwitches.clear-all',
    async () => {
      store.clear();
      return success(DEV_SWITCHES_CLEARED_TEXT, null);
    },
    { guard },
  );
}
