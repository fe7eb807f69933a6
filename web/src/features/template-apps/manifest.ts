import { LuCalendarDays, LuListTodo, LuMail, LuMessageSquare } from 'react-icons/lu';
import { canCallEndpoint } from '../../api/endpoint-exists';
import type { WebFeature } from '../feature-types';

/** The template's apps (issue 29): todo, chat, email, calendar and the registration page, under `/template/`. */
export const templateAppsFeature: WebFeature = {
  name: 'template-apps',
  namespace: 'template-apps',
  routes: [
    { path: 'template/chat', load: () => import('./chat/chat-page').then((m) => m.ChatPage) },
    { path: 'template/todo', load: () => import('./todo/todo-page').then((m) => m.TodoPage) },
    { path: 'template/email', load: () => import('./email/email-page').then((m) => m.EmailPage) },
    { path: 'template/email/:folder', load: () => import('./email/email-page').then((m) => m.EmailPage) },
    { path: 'template/calendar', load: () => import('./calendar/calendar-page').then((m) => m.CalendarPage) },
  ],
  publicRoutes: [{ path: 'register', load: () => import('./register/register-page').then((m) => m.RegisterPage) }],
  menu: [
    {
      key: 'template-chat',
      section: 'apps',
      to: '/template/chat',
      label: 'template-apps:chat.title',
      icon: LuMessageSquare,
      visible: (ability) => canCallEndpoint(ability, 'tapps.chat.chats'),
    },
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
