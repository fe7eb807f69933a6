import type { AppAbility } from '@cmms/contracts';
import { canCallEndpoint } from '../api/endpoint-exists';

export const TEMPLATE_PERMISSIONS_PATH = '/template/permissions';

/** The template permissions app is offered to whoever its data endpoint lets in. */
export const canUseTemplatePermissions = (ability: AppAbility): boolean =>
  canCallEndpoint(ability, 'apps.permissions.data');

/** Adding, renaming and deleting need what those endpoints declare (an admin). */
export const canEditTemplatePermissions = (ability: AppAbility): boolean =>
  ['apps.permissions.add', 'apps.permissions.update', 'apps.permissions.delete'].every((id) =>
    canCallEndpoint(ability, id),
  );
