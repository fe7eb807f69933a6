import { TWO_FACTOR_RESET_TEXT, getEndpoint, getResource } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { writeActionLog } from '../engine/action-log.js';
import { selectList } from '../engine/select-list.js';
import { isSuperuser, isSuperuserAccount } from '../auth/privileges.js';
import { failure } from '../http/envelope.js';
import { forbidden } from '../http/refusal.js';
import { bodyOf, registerEndpoint } from '../http/register-endpoint.js';
import { registerAction } from '../http/register-action.js';

/** The Snipe-IT version whose API this backend answers. */
export const SNIPEIT_API_VERSION = 'v8.1.4';

/** Small calls of Snipe-IT v8 beside the resources: categories of one type, a two-factor reset, the API version. */
export function registerV8Extras(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const categories = getResource('categories');

  registerEndpoint(app, getEndpoint('categories.type-selectlist'), async (request) => {
    const type = (request.params as Record<string, string>).type ?? '';
    const input = (request.query ?? {}) as Record<string, unknown>;
    return selectList(sqlite, categories, input, { clauses: ['category_type = ?'], params: [type] });
  });

  const users = app.ctx.engine.resource('users');
  const reset = getEndpoint('users.two-factor-reset');
  registerEndpoint(app, reset, async (request) => {
    const raw = bodyOf(request).id;
    if (raw === undefined || raw === null || raw === '') return failure(TWO_FACTOR_RESET_TEXT.noId);
    const user = /^\d{1,15}$/.test(String(raw)) ? users.repo.find(Number(raw)) : undefined;
    if (!user) return failure(reset.notFound!);
    // A superuser's account, its second factor included, is a superuser's to change.
    if (!isSuperuser(request.principal) && isSuperuserAccount(sqlite, user.id)) throw forbidden();
    sqlite.transaction(() => {
      sqlite.prepare('UPDATE users SET two_factor_enrolled = 0 WHERE id = ?').run(user.id);
      writeActionLog(sqlite, request, {
        action: '2FA reset',
        itemType: users.r.name,
        itemId: user.id,
        target: { type: users.r.name, id: user.id },
      });
    })();
    return { message: TWO_FACTOR_RESET_TEXT.done };
  });

  registerAction(app, 'version', async () => ({ version: SNIPEIT_API_VERSION }));
}
