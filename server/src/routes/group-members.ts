import { groupMembersDecl } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { keepASuperuser } from '../auth/privileges.js';
import { registerMembership } from '../engine/membership-routes.js';

/**
 * `/groups/:id/members` (declared: `groupMembersDecl`). Removing the last superuser from its group (or
 * adding one to a group that denies it) is undone inside the change's transaction.
 */
export function registerGroupMembers(app: FastifyInstance): void {
  registerMembership(app, groupMembersDecl, { afterChange: keepASuperuser });
}
