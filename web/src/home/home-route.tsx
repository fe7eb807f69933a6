import { lazy, Suspense } from 'react';
import { Spinner } from '@chakra-ui/react';
import { useAppAbility } from '../auth/use-app-ability';
import { homeKind } from './role-home';

const MyWorkPage = lazy(() => import('./my-work-page').then((m) => ({ default: m.MyWorkPage })));
const MyRequestsPage = lazy(() => import('./my-requests-page').then((m) => ({ default: m.MyRequestsPage })));
const HomePage = lazy(() => import('../pages/home-page').then((m) => ({ default: m.HomePage })));

/** `/`: each role's own first screen (a technician's work, a requester's requests, else the dashboard). */
export function HomeRoute() {
  const kind = homeKind(useAppAbility());
  const Page = kind === 'work' ? MyWorkPage : kind === 'requests' ? MyRequestsPage : HomePage;
  return (
    <Suspense fallback={<Spinner color="teal.solid" />}>
      <Page />
    </Suspense>
  );
}
