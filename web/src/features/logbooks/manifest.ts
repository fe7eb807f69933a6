import { LuNotebookPen } from 'react-icons/lu';
import { canCallEndpoint } from '../../api/endpoint-exists';
import type { WebFeature } from '../feature-types';

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
  ],
  menu: [
    {
      key: 'logbooks',
      section: 'maintenance',
      to: '/logbooks',
      label: 'logbooks:loggers.menu',
      icon: LuNotebookPen,
      visible: (ability) => canCallEndpoint(ability, 'logbooks.loggers'),
    },
  ],
  navbar: [],
};
