import type { AppAbility } from '@cmms/contracts';
import type { TranslationKey } from '../i18n/keys';

/** Whose first screen is which (issue 26), read from the role's privileges rather than its name. */
export type HomeKind = 'work' | 'requests' | 'dashboard';

/**
 * A requester (raises and follows its own requests, reads no work order): "My requests". Someone who
 * raises and works work orders but edits none of them (a technician: its own come with being assigned):
 * "My work". Everyone else (managers, viewers, administrators): the dashboard.
 */
export function homeKind(ability: AppAbility): HomeKind {
  if (!ability.can('read', 'workorders')) return ability.can('request', 'workorders') ? 'requests' : 'dashboard';
  if (ability.can('create', 'workorders') && !ability.can('update', 'workorders')) return 'work';
  return 'dashboard';
}

/** The menu label of the home entry for each kind. */
export const HOME_LABEL: Record<HomeKind, TranslationKey> = {
  work: 'home.myWork.title',
  requests: 'home.myRequests.title',
  dashboard: 'menu.dashboard',
};
