import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { CalendarBoard } from '../../../components/calendar/calendar-board';
import { useCalendarView } from '../../../components/calendar/use-calendar-view';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import { OccurrenceChip } from '../occurrence-chip';
import { OccurrenceLegend } from '../occurrence-legend';
import { useSchedules } from '../use-schedules';
import { ScheduleFilters } from './schedule-filters';

/**
 * Every plan's occurrences (GET /schedules) on a month or week, coloured by state; one with a work
 * order opens it.
 */
export function SchedulesPage() {
  const ability = useAppAbility();
  if (!canCallEndpoint(ability, 'schedules.list')) return <NotAuthorized />;
  return <Schedules />;
}

function Schedules() {
  const { t } = useTranslation(['translation', 'preventive']);
  const calendar = useCalendarView();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const { data, error, mutate, byDay, isValidating } = useSchedules(calendar.first, calendar.last, filters);
  const title = t('preventive.schedules.title');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('preventive:schedules.subtitle')}
        crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: t('menu.maintenance') }, { label: title }]}
      />
      <CalendarBoard
        calendar={calendar}
        byDay={byDay}
        itemKey={(row) => row.key}
        renderItem={(row, roomy) => <OccurrenceChip row={row} roomy={roomy} />}
        testIds={{ grid: 'schedules', day: 'schedule-day', list: 'schedule-day-list' }}
        nothingText={t('preventive:schedules.nothing')}
        loading={isValidating}
        shown={data?.rows.length}
        total={data?.total}
        failure={error ? { error, retry: () => void mutate() } : undefined}
        above={
          <ScheduleFilters
            values={filters}
            onChange={(param, value) => setFilters((f) => ({ ...f, [param]: value }))}
          />
        }
        below={<OccurrenceLegend />}
      />
    </>
  );
}
