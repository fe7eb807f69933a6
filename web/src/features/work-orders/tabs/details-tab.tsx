import type { ReactNode } from 'react';
import { DataList, Link as ChakraLink, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DateTimeValue } from '@cmms/contracts';
import type { NamedRef } from '../../../resources/named-refs';
import { FieldGrid } from '../../../resources/detail/field-grid';
import { resourcePath } from '../../../resources/resource-path';
import { ltr } from '../../../work-order-common/ltr-text';
import { workOrderPath } from '../../../work-order-common/work-order-paths';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { displayDate } from '../../../lib/display-date';
import { vocabularyName } from '../../../lib/vocabulary-name';
import type { ResourceField } from '../../../resources/resource-keys';
import { optionLabelKey } from '../../../resources/enum-option';

const when = (value: DateTimeValue | null) => (value ? ltr(displayDate(value) ?? '') : null);

/** Tags for a list of names; nothing for an empty list (the field is then left out). */
const refs = (list: NamedRef[]) => (list.length ? <Refs refs={list} /> : null);

function Refs({ refs }: { refs: NamedRef[] }) {
  return (
    <Wrap gap="1">
      {refs.map((ref) => (
        <Tag.Root key={ref.id} size="sm" variant="subtle" colorPalette="teal">
          <Tag.Label>{ref.name}</Tag.Label>
        </Tag.Root>
      ))}
    </Wrap>
  );
}

function WorkOrderLink({ target }: { target: NamedRef }) {
  return (
    <ChakraLink asChild colorPalette="teal">
      <Link to={workOrderPath(target.id)}>{target.name}</Link>
    </ChakraLink>
  );
}

function RecordLink({ to, name }: { to: string; name: string }) {
  return (
    <ChakraLink asChild colorPalette="teal">
      <Link to={to}>{name}</Link>
    </ChakraLink>
  );
}

/** The work order's fields: what, where, who, and the moments its log stamped. */
export default function DetailsTab({ workOrder: w }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const label = (key: ResourceField<'workorders'>) => t(`resources.workorders.fields.${key}`);
  const items: [ResourceField<'workorders'>, ReactNode][] = [
    ['category_id', w.category && vocabularyName(t, 'workordercategories', w.category)],
    ['cause_id', w.cause?.name],
    ['source', t(`resources.workorders.options.source.${w.source}`)],
    ['inspectables', refs(w.inspectables.map((a) => ({ id: a.id, name: `${a.name} (${a.asset_tag})` })))],
    ['locations', refs(w.locations)],
    ['supportees', refs(w.supportees)],
    ['parent_id', w.parent && <WorkOrderLink target={w.parent} />],
    ['follow_up_of', w.follow_up_of && <WorkOrderLink target={w.follow_up_of} />],
    // By name, linked to their pages (a bare id told the reader nothing).
    [
      'customer_id',
      w.customer ? (
        <RecordLink to={resourcePath({ area: 'service', name: 'customers' }, w.customer.id)} name={w.customer.name} />
      ) : (
        w.customer_id
      ),
    ],
    [
      'vendor_id',
      w.vendor ? (
        <RecordLink to={resourcePath({ area: 'service', name: 'vendors' }, w.vendor.id)} name={w.vendor.name} />
      ) : (
        w.vendor_id
      ),
    ],
    ['first_response_at', when(w.first_response_at)],
    ['started_at', when(w.started_at)],
    ['completed_at', when(w.completed_at)],
    ['completed_by', w.completed_by?.name],
    ['closed_at', when(w.closed_at)],
    ['time_spent_minutes', w.time_spent_minutes ? t('work-orders:minutes', { count: w.time_spent_minutes }) : null],
    ['hold_reason', w.hold_reason ? t(optionLabelKey('workorders', 'hold_reason', w.hold_reason)) : null],
    ['cancel_reason', w.cancel_reason],
    ['reject_reason', w.reject_reason],
  ];
  // Fields the work order does not use yet (no cause, not closed) stay out of the way.
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Stack gap="6" data-testid="work-order-fields">
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label('description')}
        </Text>
        <Text whiteSpace="pre-wrap" data-testid="work-order-description">
          <bdi>{w.description || '—'}</bdi>
        </Text>
      </Stack>
      <FieldGrid>
        {shown.map(([key, value]) => (
          <DataList.Item key={key} data-testid={`detail-${key}`}>
            <DataList.ItemLabel minW="40">{label(key)}</DataList.ItemLabel>
            {/* Typed text (a cause, a reason) keeps its own direction: its full stop stays at its end in Arabic. */}
            <DataList.ItemValue>{typeof value === 'string' ? <bdi>{value}</bdi> : value}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel minW="40">{t('detail.createdAt')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {[w.created_at && when(w.created_at), w.created_by?.name].filter(Boolean).join(' · ') || '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="40">{t('detail.updatedAt')}</DataList.ItemLabel>
          <DataList.ItemValue>{when(w.updated_at) ?? '—'}</DataList.ItemValue>
        </DataList.Item>
      </FieldGrid>
    </Stack>
  );
}
