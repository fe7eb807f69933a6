import { ActivityTable } from '../resources/detail/activity-table';
import { RecordFiles } from '../resources/detail/record-files';
import { detailTab, type ResourceExtensions } from '../resources/extensions/resource-extensions';
import {
  accessoryCheckout,
  componentCheckout,
  consumableCheckout,
  hardwareAudit,
  hardwareCheckin,
  hardwareCheckout,
} from './asset-actions';
import { CategoryItems, LocationAssets, ModelAssets } from './category-items';
import { AccessoryCheckedOut, CheckoutLog, ComponentAssets, ConsumableUsers, LicenseSeats } from './checkout-lists';
import { suggestAssetTag } from './suggest-asset-tag';
import { HARDWARE_FILTERS } from './hardware-filters';
import { assetHolderCell, HardwareSummary } from './hardware-summary';
import {
  HardwareAudit,
  HardwareComponents,
  HardwareHistory,
  HardwareLicenses,
  HardwareMaintenance,
} from './hardware-tabs';

/** The log lines of one item (`item_type` + `item_id`). */
const historyOf = (itemType: string) =>
  detailTab('history', 'assets.tabs.history', (row) => (
    <ActivityTable query={{ item_type: itemType, item_id: row.id }} testId={`${itemType}-history`} />
  ));

/** The asset register's screens beyond the generic ones: tabs, checkouts, filters. */
export const assetExtensions: ResourceExtensions = {
  categories: { tabs: [detailTab('items', 'assets.tabs.items', (row) => <CategoryItems category={row} />)] },
  locations: { tabs: [detailTab('assets', 'assets.tabs.assets', (row) => <LocationAssets location={row} />)] },
  models: { tabs: [detailTab('assets', 'assets.tabs.assets', (row) => <ModelAssets model={row} />)] },
  hardware: {
    // Titled by the equipment (its name, else its model), the tag, model and place beneath.
    header: (row) => {
      const model = row.model?.name ?? null;
      const title = row.name?.trim() || model || row.asset_tag;
      return { title, subtitle: [row.asset_tag, model, row.location?.name].filter(Boolean).join(' · ') || null };
    },
    summary: (row) => <HardwareSummary asset={row} />,
    columns: [{ key: 'assigned_to', labelKey: 'assets.checkedOutTo', render: assetHolderCell }],
    filters: HARDWARE_FILTERS,
    suggestValues: suggestAssetTag,
    actions: [hardwareCheckout, hardwareCheckin, hardwareAudit],
    tabs: [
      detailTab('history', 'assets.tabs.history', (row) => <HardwareHistory asset={row} />),
      detailTab('maintenance', 'assets.tabs.maintenance', (row) => <HardwareMaintenance asset={row} />),
      detailTab('files', 'userFiles.title', (row) => <RecordFiles prefix="hardware" recordId={row.id} />),
      detailTab('audit', 'assets.tabs.audit', (row) => <HardwareAudit asset={row} />),
      detailTab('licenses', 'assets.tabs.licenses', (row) => <HardwareLicenses asset={row} />),
      detailTab('components', 'assets.tabs.components', (row) => <HardwareComponents asset={row} />),
    ],
  },
  licenses: {
    tabs: [
      detailTab('seats', 'assets.tabs.seats', (row) => <LicenseSeats license={row} />),
      historyOf('license'),
      detailTab('files', 'userFiles.title', (row) => <RecordFiles prefix="licenses" recordId={row.id} />),
    ],
  },
  accessories: {
    actions: [accessoryCheckout],
    tabs: [
      detailTab('checkedout', 'assets.tabs.checkedOut', (row) => <AccessoryCheckedOut accessory={row} />),
      detailTab('log', 'assets.tabs.checkoutLog', (row) => (
        <CheckoutLog endpoint="accessories.checkout-log" record={row} />
      )),
    ],
  },
  components: {
    actions: [componentCheckout],
    tabs: [
      detailTab('assets', 'assets.tabs.assets', (row) => <ComponentAssets component={row} />),
      detailTab('log', 'assets.tabs.checkoutLog', (row) => (
        <CheckoutLog endpoint="components.checkout-log" record={row} />
      )),
    ],
  },
  consumables: {
    actions: [consumableCheckout],
    tabs: [detailTab('users', 'assets.tabs.users', (row) => <ConsumableUsers consumable={row} />)],
  },
};
