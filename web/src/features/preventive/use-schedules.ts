import { MAX_LIMIT, type ListResponse, type ScheduleRow } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { useApiQuery } from '../../api/use-api-query';

/** Occurrences between two days (GET /schedules), grouped by day for a calendar. */
export function useSchedules(first: string, last: string, filters: Record<string, string>) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const result = useApiQuery<ListResponse<ScheduleRow>>(
    apiKey('schedules.list', {}, { ...query, start: first, end: last, offset: 0, limit: MAX_LIMIT }),
    { keepPreviousData: true },
  );
  const byDay = new Map<string, ScheduleRow[]>();
  for (const row of result.data?.rows ?? []) byDay.set(row.date, [...(byDay.get(row.date) ?? []), row]);
  return { ...result, byDay };
}
