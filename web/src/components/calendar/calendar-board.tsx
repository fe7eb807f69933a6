import type { ReactNode } from 'react';
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
import { LoadFailed } from '../load-failed';
import { sameMonth, weekDays } from './calendar-dates';
import type { CalendarState } from './use-calendar-view';

interface CalendarBoardProps<T> {
  calendar: CalendarState;
  byDay: ReadonlyMap<string, readonly T[]>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, roomy: boolean) => ReactNode;
  /** Test ids of the grid (suffixed by the view), of each day cell and of the phone's day list. */
  testIds: { grid: string; day: string; list: string };
  nothingText: string;
  /** Controls beside the month/week switch, and rows above the toolbar (filters, legend). */
  toolbarEnd?: ReactNode;
  above?: ReactNode;
  below?: ReactNode;
  /** The day's count badge colour; the badge shows on phones, and on wide screens in the week view when set. */
  badgePalette?: (items: readonly T[]) => string;
  weekBadge?: boolean;
  loading?: boolean;
  shown?: number;
  total?: number;
  /** The read of the range failed: its message and a retry stand in for the days (never an empty month). */
  failure?: { error: unknown; retry: () => void };
}

/**
 * A month or week of days with the entries due on each: up to three per day in the month (a count
 * beyond), all in the week. On a phone the grid shows counts and the chosen day's entries below it.
 */
export function CalendarBoard<T>(props: CalendarBoardProps<T>) {
  const { t } = useTranslation();
  const { calendar, testIds } = props;
  const { view } = calendar;
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="xs"
      p={{ base: '3', md: '5' }}
      data-testid={testIds.grid}
    >
      <Stack gap="4" mb="4">
        {props.above}
        <Flex gap="3" justify="space-between" align="center" wrap="wrap">
          <Flex gap="2" align="center">
            <ButtonGroup size="sm" variant="outline" attached>
              <IconButton
                aria-label={t('workOrders.calendar.previous')}
                onClick={() => calendar.step(-1)}
                data-testid="calendar-prev"
              >
                <LuChevronLeft className="rtl-mirror" />
              </IconButton>
              <Button onClick={calendar.goToday} data-testid="calendar-today">
                {t('workOrders.calendar.today')}
              </Button>
              <IconButton
                aria-label={t('workOrders.calendar.next')}
                onClick={() => calendar.step(1)}
                data-testid="calendar-next"
              >
                <LuChevronRight className="rtl-mirror" />
              </IconButton>
            </ButtonGroup>
            <Heading size="md" data-testid="calendar-heading" opacity={props.loading ? 0.6 : 1}>
              {calendar.heading}
            </Heading>
          </Flex>
          <Flex gap="2" wrap="wrap">
            <SegmentGroup.Root
              size="sm"
              value={view}
              onValueChange={({ value }) => calendar.setView(value === 'week' ? 'week' : 'month')}
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
            {props.toolbarEnd}
          </Flex>
        </Flex>
        {props.below}
      </Stack>
      {props.failure ? (
        <LoadFailed
          title={t('workOrders.calendar.failed')}
          error={props.failure.error}
          retry={props.failure.retry}
          testId={`${testIds.grid}-failed`}
        />
      ) : (
        <CalendarDays {...props} />
      )}
    </Box>
  );
}

/** The week-day names, the day cells and (on a phone) the chosen day's entries. */
function CalendarDays<T>(props: CalendarBoardProps<T>) {
  const { t } = useTranslation();
  const { calendar, byDay, testIds } = props;
  const { view, today, selected, cursor } = calendar;
  const list = byDay.get(selected) ?? [];
  return (
    <>
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="1" mb="1">
        {/* A phone's column is too narrow for the short names (Arabic has none shorter than the full one). */}
        {weekDays(today).map((day) => (
          <Text
            key={day}
            as="abbr"
            title={calendar.format({ weekday: 'long' }, day)}
            textDecoration="none"
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            textAlign="center"
            data-testid="calendar-weekday"
          >
            <Box as="span" display={{ base: 'inline', md: 'none' }}>
              {calendar.format({ weekday: 'narrow' }, day)}
            </Box>
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              {calendar.format({ weekday: 'short' }, day)}
            </Box>
          </Text>
        ))}
      </Grid>
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="1" data-testid={`${testIds.grid}-${view}`}>
        {calendar.days.map((day) => {
          const items = byDay.get(day) ?? [];
          const outside = view === 'month' && !sameMonth(day, cursor);
          const max = view === 'month' ? 3 : 50;
          const wideBadge = view === 'week' && props.weekBadge ? 'inline-flex' : 'none';
          return (
            <Box
              key={day}
              minH={view === 'month' ? { base: '12', md: '28' } : { base: '20', md: '96' }}
              p="1"
              borderWidth="1px"
              borderRadius="md"
              borderColor={day === selected ? 'teal.solid' : 'border'}
              bg={outside ? 'bg.subtle' : 'bg.panel'}
              cursor="pointer"
              onClick={() => calendar.setSelected(day)}
              data-testid={testIds.day}
              data-day={day}
              data-count={items.length}
            >
              <Flex justify="space-between" align="center" mb="1">
                <Text
                  fontSize="xs"
                  fontWeight={day === today ? 'bold' : 'medium'}
                  color={outside ? 'fg.subtle' : day === today ? 'teal.fg' : 'fg'}
                >
                  {Number(day.slice(8))}
                </Text>
                {items.length > 0 && (
                  <Badge
                    size="xs"
                    variant="subtle"
                    colorPalette={props.badgePalette?.(items) ?? 'teal'}
                    display={{ base: 'inline-flex', md: wideBadge }}
                  >
                    {items.length}
                  </Badge>
                )}
              </Flex>
              <Stack gap="0.5" display={{ base: 'none', md: 'flex' }}>
                {items.slice(0, max).map((item) => (
                  <Box key={props.itemKey(item)}>{props.renderItem(item, view === 'week')}</Box>
                ))}
                {items.length > max && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('workOrders.calendar.more', { count: items.length - max })}
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </Grid>
      <Stack gap="1" mt="4" display={{ base: 'flex', md: 'none' }} data-testid={testIds.list}>
        <Text fontWeight="semibold">
          {calendar.format({ weekday: 'long', day: 'numeric', month: 'long' }, selected)}
        </Text>
        {list.length === 0 && <Text color="fg.muted">{props.nothingText}</Text>}
        {list.map((item) => (
          <Box key={props.itemKey(item)}>{props.renderItem(item, true)}</Box>
        ))}
      </Stack>
      {props.total !== undefined && props.shown !== undefined && props.total > props.shown && (
        <Text mt="3" fontSize="sm" color="fg.muted">
          {t('workOrders.calendar.truncated', { shown: props.shown, total: props.total })}
        </Text>
      )}
    </>
  );
}
