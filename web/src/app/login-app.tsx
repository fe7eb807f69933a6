import { createContext, useContext, useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoginPage } from '../auth/login-page';
import { FullScreenLoader } from './full-screen-loader';
import { RouteError } from './route-error';

const LeaveContext = createContext<() => void>(() => undefined);

/** Any path but /login (signed in at last): this router steps down and the full one takes over. */
function Leave() {
  const onLeave = useContext(LeaveContext);
  useEffect(() => {
    router.dispose();
    onLeave();
  }, [onLeave]);
  return <FullScreenLoader />;
}

/**
 * A page load that starts at /login gets a router of the login page alone: the full console's route
 * table needs the resource declarations, whose zod schemas are most of a phone's first-load CPU time.
 * The full router (app.tsx) is created after this one leaves, from the address it left.
 */
const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <Leave /> },
    ],
  },
]);

export default function LoginApp({ onLeave }: { onLeave: () => void }) {
  return (
    <LeaveContext.Provider value={onLeave}>
      <RouterProvider router={router} />
    </LeaveContext.Provider>
  );
}
