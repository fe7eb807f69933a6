import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteError } from './route-error';
import { RequireAuth } from '../auth/require-auth';
import { LoginPage } from '../auth/login-page';
import { VerticalLayout } from '../layout/vertical-layout';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ResourceListPage } from '../resources/list/resource-list-page';
import { ResourceFormPage } from '../resources/form/resource-form-page';
import { ResourceDetailPage } from '../resources/detail/resource-detail-page';
import { RESOURCE_AREAS } from '../resources/resource-path';
import { TemplatePermissionsPage } from '../template-apps/template-permissions-page';
import { TEMPLATE_PERMISSIONS_PATH } from '../template-apps/template-permissions-access';
import { ImportsPage } from '../imports/imports-page';
import { IMPORTS_PATH } from '../imports/imports-path';
import { ReportPage } from '../reports/report-page';

/** One set of generic routes per area serves every declared resource (no per-resource routes). */
const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/',
        element: (
          <RequireAuth>
            <VerticalLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <HomePage /> },
          ...RESOURCE_AREAS.flatMap((area) => [
            { path: `${area}/:resource`, element: <ResourceListPage /> },
            { path: `${area}/:resource/new`, element: <ResourceFormPage mode="create" /> },
            { path: `${area}/:resource/:id`, element: <ResourceDetailPage /> },
            { path: `${area}/:resource/:id/edit`, element: <ResourceFormPage mode="edit" /> },
          ]),
          { path: TEMPLATE_PERMISSIONS_PATH.slice(1), element: <TemplatePermissionsPage /> },
          { path: IMPORTS_PATH.slice(1), element: <ImportsPage /> },
          { path: 'reports/:report', element: <ReportPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

export default function App() {
  return <RouterProvider router={router} />;
}
