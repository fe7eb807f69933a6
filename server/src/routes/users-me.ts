import { getEndpoint, getResource } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { Repository } from '../engine/repository.js';
import { toRows } from '../engine/rows.js';
import { registerEndpoint } from '../http/register-endpoint.js';

/** `GET /users/me`: the caller's own user row, as `GET /users/{id}` shows it (Snipe-IT's getCurrentUserInfo). */
export function registerUsersMe(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const users = getResource('users');
  const repo = new Repository(sqlite, users);
  registerEndpoint(app, getEndpoint('auth.me'), async (request) => {
    const raw = repo.find(request.principal!.user.id);
    return toRows(sqlite, users, raw ? [raw] : [], request.principal)[0];
  });
}
