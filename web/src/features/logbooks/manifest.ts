import { LuClipboardList, LuInbox, LuNotebookPen } from 'react-icons/lu';
import { canCallEndpoint } from '../../api/endpoint-exists';
import type { WebFeature } from '../feature-types';
import { lazyFeatureItem } from '../feature-loading';
import { LOGBOOK_TILES } from './review/tiles';

/**
 * Logger forms (issue 28): logbooks with a form builder, fill on a phone, approvals, history and the
 * notification bell. Screens load with their routes; the manifest keeps only paths and loaders.
 */
export const logbooksFeature: WebFeature = {
  name: 'logbooks',
  namespace: 'logbooks',
  routes: [
    { path: 'logbooks', load: () => import('./loggers/loggers-page').then((m) => m.LoggersPage) },
    { path: 'logbooks/new', load: () => import('./loggers/logger-editor-page').then((m) => m.LoggerEditorPage) },
    { path: 'logbooks/:id/edit', load: () => import('./loggers/logger-editor-page').then((m) => m.LoggerEditorPage) },
    { path: 'logbooks/:id/fill', load: () => import('./fill/fill-page').then((m) => m.FillPage) },
    { path: 'logbooks/forms', load: () => import('./forms/forms-page').then((m) => m.FormsPage) },
    { path: 'logbooks/forms/new', load: () => import('./builder/builder-page').then((m) => m.BuilderPage) },
    { path: 'logbooks/forms/:id', load: () => import('./builder/builder-page').then((m) => m.BuilderPage) },
    // lbreview: the approval inbox, a logger's history and calendar, the notification list, the tiles' lists.
    { path: 'logbooks/inbox', load: () => import('./review/inbox-page').then((m) => m.InboxPage) },
    { path: 'logbooks/entries', load: () => import('./review/entries-page').then((m) => m.EntriesPage) },
    { path: 'logbooks/missed', load: () => import('./review/entries-page').then((m) => m.MissedPage) },
    { path: 'logbooks/:id/history', load: () => import('./review/history-page').then((m) => m.HistoryPage) },
    { path: 'logbooks/:id/calendar', load: () => import('./review/calendar-page').then((m) => m.CalendarPage) },
    { path: 'notifications', load: () => import('./review/notifications-page').then((m) => m.NotificationsPage) },
  ],
  menu: [
    {
      key: 'logbooks',
      section: 'logbooks',
      to: '/logbooks',
      label: 'logbooks:loggers.menu',
      icon: LuNotebookPen,
      visible: (ability) => canCallEndpoint(ability, 'logbooks.loggers'),
    },
    {
      key: 'logbook-forms',
      section: 'logbooks',
      to: '/logbooks/forms',
      label: 'logbooks:forms.menu',
      icon: LuClipboardList,
      visible: (ability) => canCallEndpoint(ability, 'logbooks.forms'),
      acts: (ability) => canCallEndpoint(ability, 'logbooks.form-update'),
    },
    {
      key: 'logbooks-inbox',
      section: 'logbooks',
      to: '/logbooks/inbox',
      label: 'logbooks:inbox.menu',
      icon: LuInbox,
      visible: (ability) => canCallEndpoint(ability, 'logbooks.approve'),
    },
  ],
  navbar: [lazyFeatureItem('logbooks', () => import('./review/bell').then((m) => m.NotificationBell))],
  tiles: LOGBOOK_TILES,
};
