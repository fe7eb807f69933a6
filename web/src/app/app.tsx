import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteError } from './route-error';
import { RequireAuth } from '../auth/require-auth';
import { LoginPage } from '../auth/login-page';
import { VerticalLayout } from '../layout/vertical-layout';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ResourceListPage } from '../resources/list/resource-list-page';
import { ResourceFormPage } from '../resources/form/resource-form-page';

/** One set of generic routes serves every declared resource (no per-resource screens). */
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
          { path: 'settings/:resource', element: <ResourceListPage /> },
          { path: 'settings/:resource/new', element: <ResourceFormPage mode="create" /> },
          { path: 'settings/:resource/:id/edit', element: <ResourceFormPage mode="edit" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

export default function App() {
  return <RouterProvider router={router} />;
}
