import { getEndpoint } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';

/** `GET /users/me`: the caller's own user row, as `GET /users/{id}` shows it (Snipe-IT's getCurrentUserInfo). */
export function registerUsersMe(app: FastifyInstance): void {
  const users = app.ctx.engine.resource('users');
  registerEndpoint(app, getEndpoint('auth.me'), async (request) => {
    const raw = users.repo.find(request.principal!.user.id);
    return users.present(raw ? [raw] : [], request.principal)[0];
  });
}
