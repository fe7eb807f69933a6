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
import type { ListResponse } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { useApiQuery } from '../../api/use-api-query';
import { useAppAbility } from '../../auth/use-app-ability';
import { NotAuthorized } from '../../layout/not-authorized';
import { PageHeader } from '../../layout/page-header';
import type { WorkOrder } from '../work-order-row';
import { CalendarEvent, type ColourBy } from './calendar-event';
import { addDays, addMonths, dayOf, monthGrid, sameMonth, weekDays } from './calendar-dates';

type View = 'month' | 'week';

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
 * opens from its entry. On a phone the month shows counts and the chosen day's list below it.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const today = dayOf(Date.now());
  const [view, setView] = useState<View>('month');
  const [cursor, setCursor] = useState(today);
  const [selected, setSelected] = useState(today);
  const [colourBy, setColourBy] = useState<ColourBy>('priority');
  const days = view === 'month' ? monthGrid(cursor) : weekDays(cursor);
  const { data, isValidating } = useDueBetween(days[0]!, days[days.length - 1]!);
  if (!ability.can('read', 'workorders')) return <NotAuthorized />;
  const byDay = new Map<string, WorkOrder[]>();
  for (const w of data?.rows ?? []) {
    const day = w.due_at?.datetime.slice(0, 10);
    if (day) byDay.set(day, [...(byDay.get(day) ?? []), w]);
  }
  const fmt = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', ...options });
  const heading =
    view === 'month'
      ? fmt({ month: 'long', year: 'numeric' }).format(new Date(`${cursor}T00:00:00Z`))
      : `${fmt({ day: 'numeric', month: 'short' }).format(new Date(`${days[0]}T00:00:00Z`))} – ${fmt({ day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${days[6]}T00:00:00Z`))}`;
  const step = (direction: number) =>
    setCursor((c) => (view === 'month' ? addMonths(c, direction) : addDays(c, 7 * direction)));
  const title = t('workOrders.calendar.title');
  const weekdayNames = weekDays(today).map((day) => fmt({ weekday: 'short' }).format(new Date(`${day}T00:00:00Z`)));
  const list = byDay.get(selected) ?? [];
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('workOrders.calendar.subtitle')}
        crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: t('menu.maintenance') }, { label: title }]}
      />
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="xl"
        boxShadow="xs"
        p={{ base: '3', md: '5' }}
        data-testid="calendar"
      >
        <Flex gap="3" justify="space-between" align="center" wrap="wrap" mb="4">
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
                data-testid="calendar-today"
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
          <Flex gap="2" wrap="wrap">
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
          </Flex>
        </Flex>
        <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="1" mb="1">
          {weekdayNames.map((name) => (
            <Text key={name} fontSize="xs" fontWeight="semibold" color="fg.muted" textAlign="center">
              {name}
            </Text>
          ))}
        </Grid>
        <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="1" data-testid={`calendar-${view}`}>
          {days.map((day) => {
            const due = byDay.get(day) ?? [];
            const outside = view === 'month' && !sameMonth(day, cursor);
            const max = view === 'month' ? 3 : 50;
            return (
              <Box
                key={day}
                minH={view === 'month' ? { base: '12', md: '28' } : { base: '24', md: '96' }}
                p="1"
                borderWidth="1px"
                borderRadius="md"
                borderColor={day === selected ? 'teal.solid' : 'border'}
                bg={outside ? 'bg.subtle' : 'bg.panel'}
                cursor="pointer"
                onClick={() => setSelected(day)}
                data-testid="calendar-day"
                data-day={day}
                data-count={due.length}
              >
                <Flex justify="space-between" align="center" mb="1">
                  <Text
                    fontSize="xs"
                    fontWeight={day === today ? 'bold' : 'medium'}
                    color={outside ? 'fg.subtle' : day === today ? 'teal.fg' : 'fg'}
                  >
                    {Number(day.slice(8))}
                  </Text>
                  {due.length > 0 && (
                    <Badge
                      size="xs"
                      variant="subtle"
                      colorPalette={due.some((w) => w.overdue) ? 'red' : 'teal'}
                      display={{ base: 'inline-flex', md: view === 'month' ? 'none' : 'inline-flex' }}
                    >
                      {due.length}
                    </Badge>
                  )}
                </Flex>
                <Stack gap="0.5" display={{ base: 'none', md: 'flex' }}>
                  {due.slice(0, max).map((w) => (
                    <CalendarEvent key={w.id} workOrder={w} colourBy={colourBy} withTime={view === 'week'} />
                  ))}
                  {due.length > max && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('workOrders.calendar.more', { count: due.length - max })}
                    </Text>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Grid>
        <Stack gap="1" mt="4" display={{ base: 'flex', md: 'none' }} data-testid="calendar-day-list">
          <Text fontWeight="semibold">
            {fmt({ weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${selected}T00:00:00Z`))}
          </Text>
          {list.length === 0 && <Text color="fg.muted">{t('workOrders.calendar.nothingDue')}</Text>}
          {list.map((w) => (
            <CalendarEvent key={w.id} workOrder={w} colourBy={colourBy} withTime />
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
