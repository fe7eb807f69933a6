import { LuCalendarClock } from 'react-icons/lu';
import { canCallEndpoint } from '../api/endpoint-exists';
import type { MenuScreen } from '../layout/menu-items';
import type { FeatureRoute } from '../work-orders/work-order-screens';

export const EXPIRING_CONTRACTS_PATH = '/service/expiring-contracts';

/** The expiring contracts, a screen of its own beside the contracts list. */
export const SERVICE_ROUTES: readonly FeatureRoute[] = [
  {
    path: EXPIRING_CONTRACTS_PATH.slice(1),
    load: () => import('./contracts/expiring-contracts-page').then((m) => m.ExpiringContractsPage),
  },
];

export const SERVICE_MENU: readonly MenuScreen[] = [
  {
    key: 'expiring-contracts',
    section: 'service',
    after: 'contracts',
    to: EXPIRING_CONTRACTS_PATH,
    label: 'service.expiring.title',
    icon: LuCalendarClock,
    visible: (ability) => canCallEndpoint(ability, 'contracts.list'),
  },
];
