import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  Field,
  Flex,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CALENDARS, type CalendarEvent } from '@cmms/contracts/template-apps/schemas';
import { LuTrash2 } from 'react-icons/lu';
import type { ToastMessages } from '../../../toast/toast-text';

/** What the dialog sends, in the template's event shape (guests as select options). */
export type EventDraft = {
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  display: 'block';
  extendedProps: {
    calendar: string;
    guests: { value: string; label: string; avatar: string }[];
    location: string;
    description: string;
  };
};

const fieldError = (errors: ToastMessages, field: string): string | undefined => {
  if (!errors || typeof errors === 'string') return undefined;
  const value = errors[field];
  return typeof value === 'string' ? value : (value?.[0] ?? undefined);
};

/** A stored instant as the local `datetime-local` value (or the day alone for all-day events). */
const local = (iso: string, allDay: boolean) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  if (allDay) return iso.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
/** The form's value as ISO: an all-day event's day at midnight UTC, a timed one in the browser's zone. */
const iso = (value: string, allDay: boolean) => {
  if (!value) return '';
  const d = allDay ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
};
const guestName = (g: unknown): string =>
  typeof g === 'string' ? g : g && typeof g === 'object' && 'label' in g && typeof g.label === 'string' ? g.label : '';

/** Add, edit or remove an event: title, category, start and end, all day, guests, location, description. */
export function EventDialog({
  event,
  day,
  loading,
  errors,
  onSave,
  onRemove,
  onClose,
}: {
  event: CalendarEvent | null;
  day: string;
  loading: boolean;
  errors: ToastMessages;
  onSave: (draft: EventDraft) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('template-apps');
  const { t: tc } = useTranslation();
  const [allDay, setAllDay] = useState(event?.allDay ?? true);
  const [title, setTitle] = useState(event?.title ?? '');
  const [category, setCategory] = useState<string>(event?.extendedProps.calendar ?? 'Business');
  const [start, setStart] = useState(event ? local(event.start, event.allDay) : day);
  const [end, setEnd] = useState(event ? local(event.end, event.allDay) : day);
  const [guests, setGuests] = useState((event?.extendedProps.guests ?? []).map(guestName).filter(Boolean).join(', '));
  const [location, setLocation] = useState(event?.extendedProps.location ?? '');
  const [description, setDescription] = useState(event?.extendedProps.description ?? '');
  const [missing, setMissing] = useState<string[]>([]);

  const switchAllDay = (next: boolean) => {
    setAllDay(next);
    // The inputs change type: a day keeps its date, a time starts at nine.
    setStart((v) => (next ? v.slice(0, 10) : v.length === 10 ? `${v}T09:00` : v));
    setEnd((v) => (next ? v.slice(0, 10) : v.length === 10 ? `${v}T10:00` : v));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const absent = [...(title.trim() ? [] : ['title']), ...(start ? [] : ['start'])];
    setMissing(absent);
    if (absent.length) return;
    onSave({
      title: title.trim(),
      start: iso(start, allDay),
      end: iso(end || start, allDay),
      allDay,
      display: 'block',
      extendedProps: {
        calendar: category,
        guests: guests
          .split(',')
          .map((g) => g.trim())
          .filter(Boolean)
          .map((g) => ({ value: g, label: g, avatar: '' })),
        location,
        description,
      },
    });
  };
  const errorOf = (field: string) => (missing.includes(field) ? t('calendar.required') : fieldError(errors, field));
  const type = allDay ? 'date' : 'datetime-local';

  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="event-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{event ? t('calendar.editTitle') : t('calendar.addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={Boolean(errorOf('title'))}>
                    <Field.Label>
                      {t('calendar.fields.title')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      value={title}
                      autoFocus
                      onChange={(e) => setTitle(e.target.value)}
                      dir="auto"
                      data-testid="event-title"
                    />
                    <Field.ErrorText>{errorOf('title')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(fieldError(errors, 'calendar'))}>
                    <Field.Label>{t('calendar.fields.calendar')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={category}
                        onChange={(e) => setCategory(e.target.value)}
                        data-testid="event-calendar"
                      >
                        {CALENDARS.map((c) => (
                          <option key={c} value={c}>
                            {t(`calendar.categories.${c}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{fieldError(errors, 'calendar')}</Field.ErrorText>
                  </Field.Root>
                  <Checkbox.Root
                    colorPalette="teal"
                    checked={allDay}
                    onCheckedChange={({ checked }) => switchAllDay(checked === true)}
                    data-testid="event-all-day"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('calendar.fields.allDay')}</Checkbox.Label>
                  </Checkbox.Root>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                    <Field.Root required invalid={Boolean(errorOf('start'))}>
                      <Field.Label>
                        {t('calendar.fields.start')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        type={type}
                        value={start}
                        onChange={(e) => setStart(e.target.value)}
                        data-testid="event-start"
                      />
                      <Field.ErrorText>{errorOf('start')}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={Boolean(fieldError(errors, 'end'))}>
                      <Field.Label>{t('calendar.fields.end')}</Field.Label>
                      <Input type={type} value={end} onChange={(e) => setEnd(e.target.value)} data-testid="event-end" />
                      <Field.ErrorText>{fieldError(errors, 'end')}</Field.ErrorText>
                    </Field.Root>
                  </SimpleGrid>
                  <Field.Root>
                    <Field.Label>{t('calendar.fields.guests')}</Field.Label>
                    <Input value={guests} onChange={(e) => setGuests(e.target.value)} data-testid="event-guests" />
                    <Field.HelperText>{t('calendar.guestsHelp')}</Field.HelperText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('calendar.fields.location')}</Field.Label>
                    <Input
                      value={location}
                      onChange={(e) => setLocation(e.target.value)}
                      dir="auto"
                      data-testid="event-location"
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('calendar.fields.description')}</Field.Label>
                    <Textarea
                      rows={3}
                      value={description}
                      onChange={(e) => setDescription(e.target.value)}
                      dir="auto"
                      data-testid="event-description"
                    />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Flex w="full" gap="2" justify="space-between">
                  {onRemove ? (
                    <Button
                      variant="outline"
                      colorPalette="red"
                      onClick={onRemove}
                      disabled={loading}
                      data-testid="event-remove"
                    >
                      <LuTrash2 />
                      {t('calendar.remove')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Flex gap="2">
                    <Button variant="outline" onClick={onClose} disabled={loading}>
                      {tc('common.cancel')}
                    </Button>
                    <Button type="submit" colorPalette="teal" loading={loading} data-testid="event-save">
                      {event ? t('calendar.save') : t('calendar.add')}
                    </Button>
                  </Flex>
                </Flex>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
