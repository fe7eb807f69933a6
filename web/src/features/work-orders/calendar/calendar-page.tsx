import { useState } from 'react';
import { SegmentGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ListResponse } from '@cmms/contracts';
import { apiKey } from '../../../api/api-key';
import { useApiQuery } from '../../../api/use-api-query';
import { useAppAbility } from '../../../auth/use-app-ability';
import { CalendarBoard } from '../../../components/calendar/calendar-board';
import { useCalendarView } from '../../../components/calendar/use-calendar-view';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { CalendarEvent, type ColourBy } from './calendar-event';

/** The work still to do, by due date: one request per visible month or week (`status=due` over the range). */
function useDueBetween(first: string, last: string) {
  return useApiQuery<ListResponse<WorkOrder>>(
    apiKey(
      'workorders.list',
      {},
      {
        status: 'due',
        'date_range[start]': first,
        'date_range[end]': last,
        sort: 'due_at',
        order: 'asc',
        offset: 0,
        limit: 500,
      },
    ),
    { keepPreviousData: true },
  );
}

/**
 * Work orders on a calendar by due date, month or week, coloured by priority or state; a work order
 * opens from its entry.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const calendar = useCalendarView();
  const [colourBy, setColourBy] = useState<ColourBy>('priority');
  const { data, error, mutate, isValidating } = useDueBetween(calendar.first, calendar.last);
  if (!ability.can('read', 'workorders')) return <NotAuthorized />;
  const byDay = new Map<string, WorkOrder[]>();
  for (const w of data?.rows ?? []) {
    const day = w.due_at?.datetime.slice(0, 10);
    if (day) byDay.set(day, [...(byDay.get(day) ?? []), w]);
  }
  const title = t('workOrders.calendar.title');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('workOrders.calendar.subtitle')}
        crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: t('menu.maintenance') }, { label: title }]}
      />
      <CalendarBoard
        calendar={calendar}
        byDay={byDay}
        itemKey={(w) => w.id}
        renderItem={(w, roomy) => <CalendarEvent workOrder={w} colourBy={colourBy} withTime={roomy} />}
        testIds={{ grid: 'calendar', day: 'calendar-day', list: 'calendar-day-list' }}
        nothingText={t('workOrders.calendar.nothingDue')}
        badgePalette={(due) => (due.some((w) => w.overdue) ? 'red' : 'teal')}
        weekBadge
        loading={isValidating}
        shown={data?.rows.length}
        total={data?.total}
        failure={error ? { error, retry: () => void mutate() } : undefined}
        toolbarEnd={
          <SegmentGroup.Root
            size="sm"
            value={colourBy}
            onValueChange={({ value }) => setColourBy(value === 'state' ? 'state' : 'priority')}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'priority', label: t('workOrders.calendar.byPriority') },
                { value: 'state', label: t('workOrders.calendar.byState') },
              ]}
            />
          </SegmentGroup.Root>
        }
      />
    </>
  );
}
