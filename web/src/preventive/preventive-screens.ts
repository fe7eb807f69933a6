import { LuCalendarClock, LuUsersRound } from 'react-icons/lu';
import { canCallEndpoint } from '../api/endpoint-exists';
import { withNamespace } from '../features/feature-loading';
import type { MenuScreen } from '../layout/menu-items';
import type { FeatureRoute } from '../work-orders/work-order-screens';
import { PREVENTIVE_PATHS } from './occurrence-states';

/**
 * The schedules calendar and the people screen, each its own chunk, loaded with the `preventive` namespace
 * (web/public/locales/<lng>/preventive.json) so their first paint is already translated. The menu titles and
 * the words of the plans' screens (tabs, actions, states, the rule's sentence) stay in translation.json:
 * the shell and the generic resource screens render them without this chunk.
 */
export const PREVENTIVE_ROUTES: readonly FeatureRoute[] = [
  {
    path: PREVENTIVE_PATHS.schedules.slice(1),
    load: withNamespace('preventive', () => import('./schedules/schedules-page').then((m) => m.SchedulesPage)),
  },
  {
    path: PREVENTIVE_PATHS.people.slice(1),
    load: withNamespace('preventive', () => import('../workload/people-page').then((m) => m.PeoplePage)),
  },
];

/** Both sit under the plans in the Maintenance section. */
export const PREVENTIVE_MENU: readonly MenuScreen[] = [
  {
    key: 'people',
    section: 'maintenance',
    after: 'schedulers',
    to: PREVENTIVE_PATHS.people,
    label: 'preventive.people.title',
    icon: LuUsersRound,
    visible: (ability) => canCallEndpoint(ability, 'people.list'),
  },
  {
    key: 'schedules',
    section: 'maintenance',
    after: 'schedulers',
    to: PREVENTIVE_PATHS.schedules,
    label: 'preventive.schedules.title',
    icon: LuCalendarClock,
    visible: (ability) => canCallEndpoint(ability, 'schedules.list'),
  },
];
