import { useState } from 'react';
import { Box, Button, Checkbox, Flex, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CALENDARS, type CalendarEvent } from '@cmms/contracts/template-apps/schemas';
import { LuPlus } from 'react-icons/lu';
import { apiKey } from '../../../api/api-key';
import { callEndpoint } from '../../../api/http';
import { useApiQuery } from '../../../api/use-api-query';
import { useRequestCycle } from '../../../api/use-request-cycle';
import { CalendarBoard } from '../../../components/calendar/calendar-board';
import { addDays } from '../../../components/calendar/calendar-dates';
import { useCalendarView } from '../../../components/calendar/use-calendar-view';
import { PageHeader } from '../../../layout/page-header';
import { EventDialog, type EventDraft } from './event-dialog';

export const CALENDAR_PALETTE: Record<string, string> = {
  Personal: 'red',
  Business: 'blue',
  Family: 'orange',
  Holiday: 'green',
  ETC: 'purple',
};

/** The days an event covers (its start's to its end's, at most two months), as `yyyy-MM-dd`. */
function daysOf(event: CalendarEvent): string[] {
  const first = event.start.slice(0, 10);
  let last = (event.end || event.start).slice(0, 10);
  // An all-day event's end is exclusive when it is a later midnight (FullCalendar's convention).
  if (event.allDay && last > first && event.end.slice(11, 19) === '00:00:00') last = addDays(last, -1);
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 62; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The template's calendar (reference §8): the caller's events by month or week (a day's list on a phone),
 * the five categories as checkboxes (all ticked at first, "view all" ticks or clears them), and a dialog
 * to add, edit or remove an event. Each change of the ticked categories asks the server for them.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('template-apps');
  const { t: tc } = useTranslation();
  const calendar = useCalendarView();
  const [ticked, setTicked] = useState<string[]>([...CALENDARS]);
  const [editing, setEditing] = useState<CalendarEvent | 'new' | null>(null);
  const action = useRequestCycle({ successToasts: false });
  // None ticked asks for nothing: the list is empty (the server reads an absent filter as all five).
  const events = useApiQuery(
    ticked.length
      ? apiKey('tapps.calendar.events', {}, { calendars: CALENDARS.filter((c) => ticked.includes(c)) })
      : null,
    { keepPreviousData: true },
  );
  const shown = ticked.length ? (events.data ?? []) : [];
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of shown) for (const day of daysOf(event)) byDay.set(day, [...(byDay.get(day) ?? []), event]);

  const save = async (draft: EventDraft, id?: number) => {
    const outcome = await action.run((signal) =>
      id === undefined
        ? callEndpoint('tapps.calendar.add', {}, { method: 'POST', body: { event: draft }, signal })
        : callEndpoint(
            'tapps.calendar.update',
            {},
            { method: 'POST', body: { event: { ...draft, id: String(id) } }, signal },
          ),
    );
    await events.mutate();
    if (outcome.ok) setEditing(null);
  };
  const remove = async (id: number) => {
    const outcome = await action.run((signal) =>
      callEndpoint('tapps.calendar.remove', {}, { method: 'DELETE', query: { id }, signal }),
    );
    await events.mutate();
    if (outcome.ok) setEditing(null);
  };

  const timeText = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  const allTicked = ticked.length === CALENDARS.length;
  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        subtitle={t('calendar.subtitle')}
        crumbs={[{ label: tc('menu.dashboard'), to: '/' }, { label: tc('menu.apps') }, { label: t('calendar.title') }]}
        actions={
          <Button colorPalette="teal" onClick={() => setEditing('new')} data-testid="calendar-add">
            <LuPlus />
            {t('calendar.add')}
          </Button>
        }
      />
      <CalendarBoard
        calendar={calendar}
        byDay={byDay}
        itemKey={(e) => e.id}
        renderItem={(event, roomy) => (
          <Box
            as="button"
            w="full"
            textAlign="start"
            px="1.5"
            py="0.5"
            borderRadius="sm"
            fontSize="xs"
            bg={`${CALENDAR_PALETTE[event.extendedProps.calendar] ?? 'gray'}.subtle`}
            color={`${CALENDAR_PALETTE[event.extendedProps.calendar] ?? 'gray'}.fg`}
            onClick={(e) => {
              e.stopPropagation();
              setEditing(event);
            }}
            data-testid="calendar-event"
            data-calendar={event.extendedProps.calendar}
            data-id={event.id}
          >
            <Text truncate>
              {!event.allDay && roomy && `${timeText(event.start)} `}
              {event.title}
            </Text>
          </Box>
        )}
        testIds={{ grid: 'tapps-calendar', day: 'tapps-calendar-day', list: 'tapps-calendar-day-list' }}
        nothingText={t('calendar.nothing')}
        loading={events.isValidating}
        failure={events.error && ticked.length ? { error: events.error, retry: () => void events.mutate() } : undefined}
        above={
          <Flex gap="4" align="center" wrap="wrap" data-testid="calendar-filters">
            <Checkbox.Root
              colorPalette="teal"
              checked={allTicked ? true : ticked.length ? 'indeterminate' : false}
              onCheckedChange={() => setTicked(allTicked ? [] : [...CALENDARS])}
              data-testid="calendar-view-all"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="semibold">{t('calendar.viewAll')}</Checkbox.Label>
            </Checkbox.Root>
            <Wrap gap="4">
              {CALENDARS.map((c) => (
                <Checkbox.Root
                  key={c}
                  colorPalette={CALENDAR_PALETTE[c]}
                  checked={ticked.includes(c)}
                  onCheckedChange={({ checked }) =>
                    setTicked((list) => (checked === true ? [...list, c] : list.filter((x) => x !== c)))
                  }
                  data-testid={`calendar-filter-${c}`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`calendar.categories.${c}`)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          </Flex>
        }
      />
      {editing && (
        <EventDialog
          key={editing === 'new' ? 'new' : editing.id}
          event={editing === 'new' ? null : editing}
          day={calendar.selected}
          loading={action.loading}
          errors={action.error}
          onSave={(draft) => void save(draft, editing === 'new' ? undefined : editing.id)}
          onRemove={editing === 'new' ? undefined : () => void remove(editing.id)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
