import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EndpointId, Row } from '@cmms/contracts';
import { useActivityColumns } from '../resources/detail/activity-table';
import { RelatedList } from '../resources/detail/related-list';
import type { SimpleColumn } from '../resources/detail/simple-table';
import { accessoryCheckin, componentCheckin, seatCheckin, seatCheckout } from './asset-actions';
import { formattedDate, holderName, holderType } from './holder-name';
import { useActionColumn } from './record-action-column';
import { fallback } from '../i18n/keys';

function useHolderColumns(holderKey: string): SimpleColumn<Row>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'holder',
      label: t('assets.checkedOutTo'),
      render: (row) => (
        <Text fontWeight="medium" data-testid="holder-name">
          {holderName(row[holderKey])}
        </Text>
      ),
    },
    {
      key: 'type',
      label: t('assets.targetType'),
      render: (row) => {
        const type = holderType(row[holderKey]);
        return type ? (
          <Badge variant="outline" colorPalette="teal">
            {t(`assets.targets.${type}`, fallback(type))}
          </Badge>
        ) : (
          '—'
        );
      },
    },
    { key: 'note', label: t('assets.note'), render: (row) => String(row.note ?? row.notes ?? '') || '—' },
    {
      key: 'date',
      label: t('assets.checkedOutAt'),
      render: (row) => <Text whiteSpace="nowrap">{formattedDate(row.created_at)}</Text>,
    },
  ];
}

/** A license's seats, each checked out to a user or an asset, or free; checkout and checkin per seat. */
export function LicenseSeats({ license }: { license: Row }) {
  const { t } = useTranslation();
  const actions = useActionColumn([seatCheckout(license.id), seatCheckin(license.id)], (row) =>
    t('assets.seatNumber', { number: row.position }),
  );
  const columns: SimpleColumn<Row>[] = [
    { key: 'seat', label: t('assets.seat'), render: (row) => t('assets.seatNumber', { number: row.position }) },
    {
      key: 'user',
      label: t('assets.targets.user'),
      render: (row) => (row.assigned_user ? holderName(row.assigned_user) : '—'),
    },
    {
      key: 'asset',
      label: t('assets.targets.asset'),
      render: (row) => (row.assigned_asset ? holderName(row.assigned_asset) : '—'),
    },
    {
      key: 'state',
      label: t('assets.state'),
      render: (row) =>
        row.assigned_user || row.assigned_asset ? (
          <Badge colorPalette="purple" variant="subtle">
            {t('assets.inUse')}
          </Badge>
        ) : (
          <Badge colorPalette="green" variant="subtle">
            {t('assets.free')}
          </Badge>
        ),
    },
    { key: 'notes', label: t('assets.note'), render: (row) => String(row.notes ?? '') || '—' },
  ];
  return (
    <RelatedList
      endpoint="licenses.seats"
      params={{ id: license.id }}
      columns={columns}
      extraColumns={[actions]}
      emptyText={t('assets.seatsEmpty')}
      testId="license-seats"
    />
  );
}

/** Who holds units of an accessory, each checkout record checked in on its own. */
export function AccessoryCheckedOut({ accessory }: { accessory: Row }) {
  const { t } = useTranslation();
  const columns = useHolderColumns('assigned_to');
  const actions = useActionColumn([accessoryCheckin], (row) => holderName(row.assigned_to));
  return (
    <RelatedList
      endpoint="accessories.checkedout"
      params={{ id: accessory.id }}
      columns={columns}
      extraColumns={[actions]}
      emptyText={t('assets.checkedOutEmpty')}
      testId="accessory-checkedout"
    />
  );
}

/** The assets a component is installed in, with the quantity; checkin by the pivot record. */
export function ComponentAssets({ component }: { component: Row }) {
  const { t } = useTranslation();
  const actions = useActionColumn([componentCheckin], (row) => String(row.name ?? ''));
  const columns: SimpleColumn<Row>[] = [
    { key: 'name', label: t('assets.targets.asset'), render: (row) => String(row.name ?? `#${row.id}`) },
    { key: 'qty', label: t('assets.quantity'), render: (row) => String(row.qty ?? '—') },
    { key: 'note', label: t('assets.note'), render: (row) => String(row.note ?? '') || '—' },
    {
      key: 'date',
      label: t('assets.checkedOutAt'),
      render: (row) => <Text whiteSpace="nowrap">{formattedDate(row.created_at)}</Text>,
    },
  ];
  return (
    <RelatedList
      endpoint="components.assets"
      params={{ id: component.id }}
      columns={columns}
      extraColumns={[actions]}
      keyOf={(row) => Number(row.assigned_pivot_id ?? row.id)}
      emptyText={t('assets.componentAssetsEmpty')}
      testId="component-assets"
    />
  );
}

/** Who received units of a consumable (there is no consumable checkin). */
export function ConsumableUsers({ consumable }: { consumable: Row }) {
  const { t } = useTranslation();
  const columns: SimpleColumn<Row>[] = [
    {
      key: 'user',
      label: t('assets.targets.user'),
      render: (row) => holderName(row.user ?? row.assigned_to ?? row),
    },
    { key: 'qty', label: t('assets.quantity'), render: (row) => String(row.qty ?? row.checkout_qty ?? 1) },
    {
      key: 'admin',
      label: t('userActivity.admin'),
      render: (row) => holderName(row.admin ?? row.created_by),
    },
    { key: 'note', label: t('assets.note'), render: (row) => String(row.note ?? '') || '—' },
    {
      key: 'date',
      label: t('assets.checkedOutAt'),
      render: (row) => <Text whiteSpace="nowrap">{formattedDate(row.created_at)}</Text>,
    },
  ];
  return (
    <RelatedList
      endpoint="consumables.users"
      params={{ id: consumable.id }}
      columns={columns}
      emptyText={t('assets.consumableUsersEmpty')}
      testId="consumable-users"
    />
  );
}

/** An accessory's or component's checkout log: action log lines. */
export function CheckoutLog({ endpoint, record }: { endpoint: EndpointId; record: Row }) {
  const { t } = useTranslation();
  const columns = useActivityColumns() as unknown as SimpleColumn<Row>[];
  return (
    <RelatedList
      endpoint={endpoint}
      params={{ id: record.id }}
      columns={columns}
      emptyText={t('assets.historyEmpty')}
      testId="checkout-log"
    />
  );
}
