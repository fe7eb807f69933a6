import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ASSIGNED_TO_ME, WORK_ORDER_SOURCES, WORK_ORDER_STATES, WORK_ORDER_STATUS_VIEWS } from '@cmms/contracts';
import type { ListFilter } from '../../resources/list/filter-types';
import { useVocabularyName } from '../../lib/vocabulary-name';
import { useStatuses } from './use-statuses';
import { stateLabelKey } from '../../work-order-common/state-palette';
import type { ResourceField } from '../../resources/resource-keys';

const label = (key: ResourceField<'workorders'>) => `resources.workorders.fields.${key}` as const;

/**
 * `status`: a status, or a named view (contracts' `WORK_ORDER_STATUS_VIEWS`): open (to do, overdue
 * included), overdue, due today, due this week (or in the date range).
 */
function StatusFilter({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const { statuses } = useStatuses();
  const named = useVocabularyName();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={`${id}-select`}>
        <option value="">{t('list.filterAny')}</option>
        {WORK_ORDER_STATUS_VIEWS.map((view) => (
          <option key={view} value={view}>
            {t(`workOrders.filters.views.${view}`)}
          </option>
        ))}
        {statuses.map((status) => (
          <option key={status.id} value={status.id}>
            {named('workorderstatuses', status)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * Every filter of the work-order list (spec point 3): the everyday ones in the bar, the rest under
 * 'more filters'. With a named status view the date range applies to the due date instead of the creation date.
 */
export const WORK_ORDER_FILTERS: ListFilter[] = [
  {
    param: 'status',
    labelKey: label('status_id'),
    kind: 'custom',
    render: (control) => <StatusFilter {...control} />,
  },
  { param: 'date_range[start]', labelKey: 'workOrders.filters.from', kind: 'date' },
  { param: 'date_range[end]', labelKey: 'workOrders.filters.to', kind: 'date' },
  { param: 'priority', labelKey: label('priority_id'), kind: 'reference', ref: 'workorderpriorities' },
  {
    param: ASSIGNED_TO_ME,
    labelKey: 'workOrders.filters.assignedToMe',
    kind: 'options',
    options: [{ value: '1', labelKey: 'workOrders.filters.assignedToMeOnly' }],
  },
  { param: 'assignee', labelKey: label('assignee'), kind: 'reference', ref: 'users' },
  { param: 'location', labelKey: label('locations'), kind: 'reference', ref: 'locations' },
  {
    param: 'overdue',
    labelKey: 'workOrders.filters.overdue',
    kind: 'options',
    options: [{ value: '1', labelKey: 'workOrders.filters.overdueOnly' }],
  },
  { param: 'category', labelKey: label('category_id'), kind: 'reference', ref: 'workordercategories', advanced: true },
  { param: 'cause', labelKey: label('cause_id'), kind: 'reference', ref: 'causes', advanced: true },
  { param: 'asset', labelKey: label('inspectables'), kind: 'reference', ref: 'hardware', advanced: true },
  { param: 'supportee', labelKey: label('supportees'), kind: 'reference', ref: 'users', advanced: true },
  {
    param: 'state',
    labelKey: label('state'),
    kind: 'options',
    advanced: true,
    options: WORK_ORDER_STATES.map((value) => ({ value, labelKey: stateLabelKey(value) })),
  },
  {
    param: 'source',
    labelKey: label('source'),
    kind: 'options',
    advanced: true,
    options: WORK_ORDER_SOURCES.map((value) => ({ value, labelKey: `resources.workorders.options.source.${value}` })),
  },
  { param: 'title', labelKey: label('title'), kind: 'text', advanced: true },
  { param: 'description', labelKey: label('description'), kind: 'text', advanced: true },
  { param: 'created_at', labelKey: 'workOrders.filters.createdOn', kind: 'date', advanced: true },
  { param: 'updated_on', labelKey: 'workOrders.filters.updatedOn', kind: 'date', advanced: true },
  { param: 'due_date', labelKey: 'workOrders.filters.dueOn', kind: 'date', advanced: true },
  { param: 'customer_id', labelKey: label('customer_id'), kind: 'reference', ref: 'customers', advanced: true },
  { param: 'parent_id', labelKey: label('parent_id'), kind: 'id', advanced: true },
];
