import { LuCalendarDays, LuListTodo, LuMail } from 'react-icons/lu';
import { canCallEndpoint } from '../../api/endpoint-exists';
import i18n from '../../i18n/i18n';
import type { WebFeature } from '../feature-types';

// The menu names these apps from this namespace, and the shell draws the menu before any of their screens
// loads it: ask for it with the shell (a small file), or the menu shows the keys until a screen opens.
void i18n.loadNamespaces('template-apps');

/** The template's apps (issue 29): todo, chat, email, calendar and the registration page, under `/template/`. */
export const templateAppsFeature: WebFeature = {
  name: 'template-apps',
  namespace: 'template-apps',
  routes: [
    { path: 'template/todo', load: () => import('./todo/todo-page').then((m) => m.TodoPage) },
    { path: 'template/email', load: () => import('./email/email-page').then((m) => m.EmailPage) },
    { path: 'template/email/:folder', load: () => import('./email/email-page').then((m) => m.EmailPage) },
    { path: 'template/calendar', load: () => import('./calendar/calendar-page').then((m) => m.CalendarPage) },
  ],
  publicRoutes: [],
  menu: [
    {
      key: 'template-todo',
      section: 'apps',
      to: '/template/todo',
      label: 'template-apps:apps.todo',
      icon: LuListTodo,
      visible: (ability) => canCallEndpoint(ability, 'tapps.todo.tasks'),
    },
    {
      key: 'template-email',
      section: 'apps',
      to: '/template/email/inbox',
      label: 'template-apps:apps.email',
      icon: LuMail,
      visible: (ability) => canCallEndpoint(ability, 'tapps.email.list'),
    },
    {
      key: 'template-calendar',
      section: 'apps',
      to: '/template/calendar',
      label: 'template-apps:apps.calendar',
      icon: LuCalendarDays,
      visible: (ability) => canCallEndpoint(ability, 'tapps.calendar.events'),
    },
  ],
};
