import {
  LuBriefcaseBusiness,
  LuCalendarClock,
  LuConciergeBell,
  LuFileText,
  LuFileType,
  LuHandshake,
  LuListTodo,
  LuReceipt,
  LuReceiptText,
  LuShieldCheck,
} from 'react-icons/lu';
import { canCallEndpoint } from '../../api/endpoint-exists';
import type { WebFeature } from '../feature-types';

const EXPIRING_CONTRACTS_PATH = '/service/expiring-contracts';

/**
 * The service business: customers, vendors, contracts with their quotations and invoices, and service-level
 * agreements. Their lists and forms are the generic screens; this adds the expiring contracts' screen, the
 * menu's icons and the extensions (money lines, versions, compliance), which load with the resource screens.
 */
export const serviceFeature: WebFeature = {
  name: 'service',
  routes: [
    {
      path: EXPIRING_CONTRACTS_PATH.slice(1),
      load: () => import('./contracts/expiring-contracts-page').then((m) => m.ExpiringContractsPage),
    },
  ],
  menu: [
    {
      key: 'expiring-contracts',
      section: 'service',
      after: 'contracts',
      to: EXPIRING_CONTRACTS_PATH,
      label: 'service.expiring.title',
      icon: LuCalendarClock,
      visible: (ability) => canCallEndpoint(ability, 'contracts.list'),
    },
  ],
  icons: {
    customers: LuBriefcaseBusiness,
    vendors: LuHandshake,
    services: LuConciergeBell,
    contracttypes: LuFileType,
    contractstatuses: LuListTodo,
    contracts: LuFileText,
    contractquotations: LuReceiptText,
    contractinvoices: LuReceipt,
    agreements: LuShieldCheck,
  },
  extensions: () => import('./service-extensions').then((m) => m.serviceExtensions),
};
