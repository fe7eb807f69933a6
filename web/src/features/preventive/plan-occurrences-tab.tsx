import { useState } from 'react';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';
import { addDays, dayOf, firstOfMonth, monthGrid } from '../../components/calendar/calendar-dates';
import { MiniMonth } from './mini-month';
import { OccurrenceChip } from './occurrence-chip';
import { OccurrenceLegend } from './occurrence-legend';
import { useSchedules } from './use-schedules';
import { appNow } from '../../lib/app-now';

/** A plan's occurrences on a small month (past ones with their state) and its next ones as a list. */
export function PlanOccurrencesTab({ planId, nextDate }: { planId: number; nextDate: string | null }) {
  const { t } = useTranslation();
  const [today] = useState(() => dayOf(appNow()));
  // The month opens on the plan's next date (an annual plan's may be months away).
  const [cursor, setCursor] = useState(() => firstOfMonth(nextDate ?? today));
  const grid = monthGrid(cursor);
  const month = useSchedules(grid[0]!, grid[grid.length - 1]!, { scheduler_id: String(planId) });
  const next = useSchedules(today, addDays(today, 365), { scheduler_id: String(planId) });
  const upcoming = (next.data?.rows ?? []).slice(0, 8);
  const failed = month.error ?? next.error;
  if (failed) {
    const retry = () => void Promise.all([month.mutate(), next.mutate()]);
    return (
      <LoadFailed
        title={t('preventive.occurrencesFailed')}
        error={failed}
        retry={retry}
        testId="plan-occurrences-failed"
      />
    );
  }
  return (
    <Stack gap="4" data-testid="plan-occurrences">
      <OccurrenceLegend />
      <Flex gap="6" wrap="wrap" align="flex-start">
        <MiniMonth byDay={month.byDay} cursor={cursor} onCursor={setCursor} />
        <Stack gap="2" flex="1" minW="60">
          <Text fontWeight="semibold">{t('preventive.nextOccurrences')}</Text>
          {next.data && upcoming.length === 0 && <Text color="fg.muted">{t('preventive.noneUpcoming')}</Text>}
          {upcoming.map((row) => (
            <Flex key={row.key} gap="3" align="center" data-testid="plan-next">
              {/* The console's one date format (yyyy-MM-dd), as every other list shows a day. */}
              <Text fontSize="sm" w="24" flexShrink={0} whiteSpace="nowrap" dir="ltr" fontVariantNumeric="tabular-nums">
                {row.date}
              </Text>
              <Box flex="1" minW="0">
                <OccurrenceChip row={row} roomy showPlan={false} />
              </Box>
            </Flex>
          ))}
        </Stack>
      </Flex>
    </Stack>
  );
}
