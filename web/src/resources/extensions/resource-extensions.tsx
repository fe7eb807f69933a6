import type { ReactNode } from 'react';
import type { Row } from '@cmms/contracts';
import { GroupMembers } from '../../people/group-members';
import { UserActivity } from '../../people/user-activity';
import { UserSublists } from '../../people/user-sublists';
import { FieldsetFields } from '../detail/fieldset-fields';
import { RecordFiles } from '../detail/record-files';
import {
  accessoryCheckout,
  componentCheckout,
  consumableCheckout,
  hardwareAudit,
  hardwareCheckin,
  hardwareCheckout,
} from '../../assets/asset-actions';
import { CategoryItems, LocationAssets, ModelAssets } from '../../assets/category-items';
import {
  AccessoryCheckedOut,
  CheckoutLog,
  ComponentAssets,
  ConsumableUsers,
  LicenseSeats,
} from '../../assets/checkout-lists';
import { HARDWARE_FILTERS } from '../../assets/hardware-filters';
import { AssetHolder, HardwareSummary } from '../../assets/hardware-summary';
import {
  HardwareAudit,
  HardwareComponents,
  HardwareHistory,
  HardwareLicenses,
  HardwareMaintenance,
} from '../../assets/hardware-tabs';
import { ActivityTable } from '../detail/activity-table';
import type { DetailTab, ResourceExtension } from './extension-types';
import type { ListFilter } from '../list/filter-types';
import { workOrderExtensions } from '../../work-orders/work-order-extensions';

const tab = (key: string, labelKey: string, render: (row: Row) => ReactNode): DetailTab => ({
  key,
  labelKey,
  render,
});

/** The log lines of one item (`item_type` + `item_id`). */
const historyOf = (itemType: string) =>
  tab('history', 'assets.tabs.history', (row) => (
    <ActivityTable query={{ item_type: itemType, item_id: row.id }} testId={`${itemType}-history`} />
  ));

/**
 * The only per-resource parts of the console: what the spec describes beyond the generic list, form
 * and detail (group members, a user's sub-lists, files and activity, a field set's fields, the asset
 * screens' tabs, checkouts and filters). Everything else is declaration-driven.
 */
const EXTENSIONS: Record<string, ResourceExtension> = {
  groups: { tabs: [tab('members', 'groupMembers.title', (row) => <GroupMembers groupId={row.id} />)] },
  users: {
    tabs: [
      tab('related', 'userSublists.title', (row) => <UserSublists userId={row.id} />),
      tab('files', 'userFiles.title', (row) => <RecordFiles prefix="users" recordId={row.id} />),
      tab('activity', 'userActivity.title', (row) => <UserActivity userId={row.id} />),
    ],
  },
  fieldsets: { tabs: [tab('fields', 'fieldsetFields.title', (row) => <FieldsetFields fieldset={row} />)] },
  escalations: { detailFirst: true },
  categories: { tabs: [tab('items', 'assets.tabs.items', (row) => <CategoryItems category={row} />)] },
  locations: { tabs: [tab('assets', 'assets.tabs.assets', (row) => <LocationAssets location={row} />)] },
  models: { tabs: [tab('assets', 'assets.tabs.assets', (row) => <ModelAssets model={row} />)] },
  hardware: {
    summary: (row) => <HardwareSummary asset={row} />,
    columns: [{ key: 'assigned_to', labelKey: 'assets.checkedOutTo', render: (row) => <AssetHolder asset={row} /> }],
    filters: HARDWARE_FILTERS,
    csv: true,
    actions: [hardwareCheckout, hardwareCheckin, hardwareAudit],
    tabs: [
      tab('history', 'assets.tabs.history', (row) => <HardwareHistory asset={row} />),
      tab('maintenance', 'assets.tabs.maintenance', (row) => <HardwareMaintenance asset={row} />),
      tab('files', 'userFiles.title', (row) => <RecordFiles prefix="hardware" recordId={row.id} />),
      tab('audit', 'assets.tabs.audit', (row) => <HardwareAudit asset={row} />),
      tab('licenses', 'assets.tabs.licenses', (row) => <HardwareLicenses asset={row} />),
      tab('components', 'assets.tabs.components', (row) => <HardwareComponents asset={row} />),
    ],
  },
  licenses: {
    tabs: [
      tab('seats', 'assets.tabs.seats', (row) => <LicenseSeats license={row} />),
      historyOf('license'),
      tab('files', 'userFiles.title', (row) => <RecordFiles prefix="licenses" recordId={row.id} />),
    ],
  },
  accessories: {
    actions: [accessoryCheckout],
    tabs: [
      tab('checkedout', 'assets.tabs.checkedOut', (row) => <AccessoryCheckedOut accessory={row} />),
      tab('log', 'assets.tabs.checkoutLog', (row) => <CheckoutLog endpoint="accessories.checkout-log" record={row} />),
    ],
  },
  components: {
    actions: [componentCheckout],
    tabs: [
      tab('assets', 'assets.tabs.assets', (row) => <ComponentAssets component={row} />),
      tab('log', 'assets.tabs.checkoutLog', (row) => <CheckoutLog endpoint="components.checkout-log" record={row} />),
    ],
  },
  consumables: {
    actions: [consumableCheckout],
    tabs: [tab('users', 'assets.tabs.users', (row) => <ConsumableUsers consumable={row} />)],
  },
};

/** Two features' additions to one resource: the second's tabs after the first's, other keys its own. */
const combined = (a: ResourceExtension = {}, b: ResourceExtension = {}): ResourceExtension => ({
  ...a,
  ...b,
  tabs: [...(a.tabs ?? []), ...(b.tabs ?? [])],
});
const ALL: Record<string, ResourceExtension> = Object.fromEntries(
  [...new Set([...Object.keys(EXTENSIONS), ...Object.keys(workOrderExtensions)])].map((name) => [
    name,
    combined(EXTENSIONS[name], workOrderExtensions[name]),
  ]),
);

export const resourceExtension = (name: string): ResourceExtension => ALL[name] ?? {};
export const detailTabs = (name: string): readonly DetailTab[] => resourceExtension(name).tabs ?? [];
export const extraFilters = (name: string): readonly ListFilter[] => resourceExtension(name).filters ?? [];

/** Resources whose list title opens the detail screen rather than the form. */
export const hasCustomDetail = (name: string): boolean => {
  const extension = resourceExtension(name);
  return Boolean(extension.tabs?.length || extension.actions?.length || extension.detailFirst);
};
