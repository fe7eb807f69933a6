import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  ButtonGroup,
  Flex,
  Grid,
  Heading,
  IconButton,
  SegmentGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useAppAbility } from '../../auth/use-app-ability';
import { NotAuthorized } from '../../layout/not-authorized';
import { PageHeader } from '../../layout/page-header';
import { addDays, addMonths, dayOf, monthGrid, sameMonth, weekDays } from '../../work-orders/calendar/calendar-dates';
import { OccurrenceChip } from '../occurrence-chip';
import { OccurrenceLegend } from '../occurrence-legend';
import { useSchedules } from '../use-schedules';
import { ScheduleFilters } from './schedule-filters';

type View = 'month' | 'week';

/**
 * Every plan's occurrences (GET /schedules) on a month or week, coloured by state; one with a work
 * order opens it. On a phone the grid shows counts and the chosen day's occurrences below it.
 */
export function SchedulesPage() {
  const ability = useAppAbility();
  if (!canCallEndpoint(ability, 'schedules.list')) return <NotAuthorized />;
  return <Schedules />;
}

function Schedules() {
  const { t, i18n } = useTranslation();
  const [today] = useState(() => dayOf(Date.now()));
  const [view, setView] = useState<View>('month');
  const [cursor, setCursor] = useState(today);
  const [selected, setSelected] = useState(today);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const days = view === 'month' ? monthGrid(cursor) : weekDays(cursor);
  const { data, byDay, isValidating } = useSchedules(days[0]!, days[days.length - 1]!, filters);
  const fmt = (options: Intl.DateTimeFormatOptions, day: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', ...options }).format(new Date(`${day}T00:00:00Z`));
  const heading =
    view === 'month'
      ? fmt({ month: 'long', year: 'numeric' }, cursor)
      : `${fmt({ day: 'numeric', month: 'short' }, days[0]!)} – ${fmt({ day: 'numeric', month: 'short', year: 'numeric' }, days[6]!)}`;
  const step = (direction: number) =>
    setCursor((c) => (view === 'month' ? addMonths(c, direction) : addDays(c, 7 * direction)));
  const title = t('preventive.schedules.title');
  const list = byDay.get(selected) ?? [];
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('preventive.schedules.subtitle')}
        crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: t('menu.maintenance') }, { label: title }]}
      />
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="xl"
        boxShadow="xs"
        p={{ base: '3', md: '5' }}
        data-testid="schedules"
      >
        <Stack gap="4" mb="4">
          <ScheduleFilters
            values={filters}
            onChange={(param, value) => setFilters((f) => ({ ...f, [param]: value }))}
          />
          <Flex gap="3" justify="space-between" align="center" wrap="wrap">
            <Flex gap="2" align="center">
              <ButtonGroup size="sm" variant="outline" attached>
                <IconButton
                  aria-label={t('workOrders.calendar.previous')}
                  onClick={() => step(-1)}
                  data-testid="calendar-prev"
                >
                  <LuChevronLeft className="rtl-mirror" />
                </IconButton>
                <Button
                  onClick={() => {
                    setCursor(today);
                    setSelected(today);
                  }}
                >
                  {t('workOrders.calendar.today')}
                </Button>
                <IconButton
                  aria-label={t('workOrders.calendar.next')}
                  onClick={() => step(1)}
                  data-testid="calendar-next"
                >
                  <LuChevronRight className="rtl-mirror" />
                </IconButton>
              </ButtonGroup>
              <Heading size="md" data-testid="calendar-heading" opacity={isValidating ? 0.6 : 1}>
                {heading}
              </Heading>
            </Flex>
            <SegmentGroup.Root
              size="sm"
              value={view}
              onValueChange={({ value }) => setView(value === 'week' ? 'week' : 'month')}
              data-testid="calendar-view"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'month', label: t('workOrders.calendar.month') },
                  { value: 'week', label: t('workOrders.calendar.week') },
                ]}
              />
            </SegmentGroup.Root>
          </Flex>
          <OccurrenceLegend />
        </Stack>
        <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="1" mb="1">
          {weekDays(today).map((day) => (
            <Text key={day} fontSize="xs" fontWeight="semibold" color="fg.muted" textAlign="center">
              {fmt({ weekday: 'short' }, day)}
            </Text>
          ))}
        </Grid>
        <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="1" data-testid={`schedules-${view}`}>
          {days.map((day) => {
            const rows = byDay.get(day) ?? [];
            const outside = view === 'month' && !sameMonth(day, cursor);
            const max = view === 'month' ? 3 : 50;
            return (
              <Box
                key={day}
                minH={view === 'month' ? { base: '12', md: '28' } : { base: '16', md: '96' }}
                p="1"
                borderWidth="1px"
                borderRadius="md"
                borderColor={day === selected ? 'teal.solid' : 'border'}
                bg={outside ? 'bg.subtle' : 'bg.panel'}
                cursor="pointer"
                onClick={() => setSelected(day)}
                data-testid="schedule-day"
                data-day={day}
                data-count={rows.length}
              >
                <Flex justify="space-between" align="center" mb="1">
                  <Text
                    fontSize="xs"
                    fontWeight={day === today ? 'bold' : 'medium'}
                    color={outside ? 'fg.subtle' : day === today ? 'teal.fg' : 'fg'}
                  >
                    {Number(day.slice(8))}
                  </Text>
                  {rows.length > 0 && (
                    <Badge size="xs" variant="subtle" colorPalette="teal" display={{ base: 'inline-flex', md: 'none' }}>
                      {rows.length}
                    </Badge>
                  )}
                </Flex>
                <Stack gap="0.5" display={{ base: 'none', md: 'flex' }}>
                  {rows.slice(0, max).map((row) => (
                    <OccurrenceChip key={row.key} row={row} roomy={view === 'week'} />
                  ))}
                  {rows.length > max && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('workOrders.calendar.more', { count: rows.length - max })}
                    </Text>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Grid>
        <Stack gap="1" mt="4" display={{ base: 'flex', md: 'none' }} data-testid="schedule-day-list">
          <Text fontWeight="semibold">{fmt({ weekday: 'long', day: 'numeric', month: 'long' }, selected)}</Text>
          {list.length === 0 && <Text color="fg.muted">{t('preventive.schedules.nothing')}</Text>}
          {list.map((row) => (
            <OccurrenceChip key={row.key} row={row} roomy />
          ))}
        </Stack>
        {data && data.total > data.rows.length && (
          <Text mt="3" fontSize="sm" color="fg.muted">
            {t('workOrders.calendar.truncated', { shown: data.rows.length, total: data.total })}
          </Text>
        )}
      </Box>
    </>
  );
}
