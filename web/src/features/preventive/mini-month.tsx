import { useState } from 'react';
import { Box, Flex, Grid, IconButton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import type { ScheduleRow } from '@cmms/contracts';
import { addMonths, dayOf, monthGrid, sameMonth, weekDays } from '../../components/calendar/calendar-dates';
import { OCCURRENCE_PALETTE } from './occurrence-states';
import { appNow } from '../../lib/app-now';

/** A small month: each day with occurrences filled with its (first) occurrence's state colour. */
export function MiniMonth({
  byDay,
  cursor,
  onCursor,
}: {
  byDay: ReadonlyMap<string, ScheduleRow[]>;
  cursor: string;
  onCursor: (day: string) => void;
}) {
  const { i18n, t } = useTranslation();
  const [today] = useState(() => dayOf(appNow()));
  const fmt = (options: Intl.DateTimeFormatOptions, day: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', ...options }).format(new Date(`${day}T00:00:00Z`));
  return (
    <Box maxW="xs" data-testid="mini-month">
      <Flex align="center" justify="space-between" mb="2">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('workOrders.calendar.previous')}
          onClick={() => onCursor(addMonths(cursor, -1))}
        >
          <LuChevronLeft className="rtl-mirror" />
        </IconButton>
        <Text fontWeight="semibold" data-testid="mini-month-heading">
          {fmt({ month: 'long', year: 'numeric' }, cursor)}
        </Text>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('workOrders.calendar.next')}
          onClick={() => onCursor(addMonths(cursor, 1))}
          data-testid="mini-month-next"
        >
          <LuChevronRight className="rtl-mirror" />
        </IconButton>
      </Flex>
      <Grid templateColumns="repeat(7, 1fr)" gap="1">
        {weekDays(today).map((day) => (
          <Text key={day} fontSize="2xs" color="fg.muted" textAlign="center">
            {fmt({ weekday: 'narrow' }, day)}
          </Text>
        ))}
        {monthGrid(cursor).map((day) => {
          const rows = byDay.get(day) ?? [];
          const state = rows[0]?.state;
          const palette = state ? OCCURRENCE_PALETTE[state] : undefined;
          return (
            <Flex
              key={day}
              h="8"
              align="center"
              justify="center"
              borderRadius="md"
              fontSize="xs"
              bg={palette ? `${palette}.solid` : undefined}
              color={palette ? `${palette}.contrast` : sameMonth(day, cursor) ? 'fg' : 'fg.subtle'}
              fontWeight={day === today ? 'bold' : undefined}
              borderWidth={day === today ? '1px' : undefined}
              borderColor="teal.solid"
              title={rows.length ? `${rows.length}` : undefined}
              data-testid={rows.length ? 'mini-month-occurrence' : undefined}
              data-state={state}
            >
              {Number(day.slice(8))}
            </Flex>
          );
        })}
      </Grid>
    </Box>
  );
}
