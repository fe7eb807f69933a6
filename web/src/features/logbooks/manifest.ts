import { LuClipboardList } from 'react-icons/lu';
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
    { path: 'logbooks/forms', load: () => import('./forms/forms-page').then((m) => m.FormsPage) },
    { path: 'logbooks/forms/new', load: () => import('./builder/builder-page').then((m) => m.BuilderPage) },
    { path: 'logbooks/forms/:id', load: () => import('./builder/builder-page').then((m) => m.BuilderPage) },
  ],
  menu: [
    {
      key: 'logbook-forms',
      section: 'logbooks',
      to: '/logbooks/forms',
      label: 'logbooks:forms.menu',
      icon: LuClipboardList,
      visible: (ability) => canCallEndpoint(ability, 'logbooks.forms'),
      acts: (ability) => canCallEndpoint(ability, 'logbooks.form-update'),
    },
  ],
  navbar: [],
};
