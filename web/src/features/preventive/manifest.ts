import { LuCalendarClock, LuCalendarCog, LuUsersRound } from 'react-icons/lu';
import { canCallEndpoint } from '../../api/endpoint-exists';
import type { WebFeature } from '../feature-types';
import { PREVENTIVE_PATHS } from './occurrence-states';

/**
 * Preventive maintenance: the plans are the generic screens with this feature's actions, tabs and rule
 * sentence (`extensions`); the schedules calendar and the people screen are its own chunks, loaded with the
 * `preventive` namespace (web/public/locales/<lng>/preventive.json) so their first paint is already
 * translated. The menu titles and the plans' words stay in translation.json: the shell and the generic
 * resource screens render them without this chunk.
 */
export const preventiveFeature: WebFeature = {
  name: 'preventive',
  namespace: 'preventive',
  routes: [
    {
      path: PREVENTIVE_PATHS.schedules.slice(1),
      load: () => import('./schedules/schedules-page').then((m) => m.SchedulesPage),
    },
    {
      path: PREVENTIVE_PATHS.people.slice(1),
      load: () => import('./workload/people-page').then((m) => m.PeoplePage),
    },
  ],
  // Both sit under the plans in the Maintenance section.
  menu: [
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
  ],
  icons: { schedulers: LuCalendarCog },
  extensions: () => import('./preventive-extensions').then((m) => m.preventiveExtensions),
};
