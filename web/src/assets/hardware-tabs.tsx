import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { getResource, type Row } from '@cmms/contracts';
import { ActivityTable } from '../resources/detail/activity-table';
import { RelatedList } from '../resources/detail/related-list';
import { RecordActions, rowTitle } from '../resources/extensions/record-actions';
import { hardwareAudit } from './asset-actions';
import { ShownDate } from '../lib/shown-date';

/** What happened to an asset: every log line naming it as item or target. */
export function HardwareHistory({ asset }: { asset: Row }) {
  const { t } = useTranslation();
  return (
    <ActivityTable
      query={{ item_type: 'asset', item_id: asset.id }}
      emptyText={t('assets.historyEmpty')}
      testId="asset-history"
    />
  );
}

/** The asset's maintenances (`GET /maintenances?asset_id`). */
export function HardwareMaintenance({ asset }: { asset: Row }) {
  const { t } = useTranslation();
  return (
    <RelatedList
      endpoint="maintenances.list"
      query={{ asset_id: asset.id }}
      resource="maintenances"
      emptyText={t('assets.maintenanceEmpty')}
      testId="asset-maintenance"
    />
  );
}

/** Last and next audit, the audit action, and the audit log of the asset. */
export function HardwareAudit({ asset }: { asset: Row }) {
  const { t } = useTranslation();
  const hardware = getResource('hardware');
  const last = asset.last_audit_date;
  const next = asset.next_audit_date;
  const text = (value: unknown) => <ShownDate value={value} />;
  return (
    <Stack gap="4" data-testid="asset-audit">
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'center' }}>
        <Text>
          <Text as="span" color="fg.muted">
            {t('assets.lastAudit')}:
          </Text>{' '}
          {text(last)}
        </Text>
        <Text>
          <Text as="span" color="fg.muted">
            {t('assets.nextAuditDate')}:
          </Text>{' '}
          {text(next)}
        </Text>
        <RecordActions actions={[hardwareAudit]} row={asset} title={rowTitle(hardware, asset)} variant="button" />
      </Stack>
      <ActivityTable
        query={{ item_type: 'asset', item_id: asset.id, action_type: 'audit' }}
        emptyText={t('assets.auditEmpty')}
        testId="asset-audits"
      />
    </Stack>
  );
}

export function HardwareLicenses({ asset }: { asset: Row }) {
  const { t } = useTranslation();
  return (
    <RelatedList
      endpoint="hardware.licenses"
      params={{ id: asset.id }}
      resource="licenses"
      emptyText={t('assets.licensesEmpty')}
      testId="asset-licenses"
    />
  );
}

export function HardwareComponents({ asset }: { asset: Row }) {
  const { t } = useTranslation();
  return (
    <RelatedList
      endpoint="hardware.components"
      params={{ id: asset.id }}
      resource="components"
      emptyText={t('assets.componentsEmpty')}
      testId="asset-components"
    />
  );
}
