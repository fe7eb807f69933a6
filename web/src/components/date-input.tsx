import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Group, IconButton, Input, Text, type BoxProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendar, LuCalendarClock, LuClock } from 'react-icons/lu';
import {
  dateTextProblem,
  endsAfter,
  normalizeDateText,
  pickerValueOf,
  type DateTextKind,
  type DateTextProblem,
} from '../lib/date-text';
import { DATE_CHECK_EVENT, DATE_PROBLEM_ATTR } from './held-dates';
import type { KeysUnder } from '../i18n/keys';

export interface DateInputProps {
  id: string;
  name?: string;
  /** The text held: yyyy-MM-dd (yyyy-MM-dd HH:mm for `dateTime`, HH:mm for `time`) when valid, else as typed. */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** A day (the default), a day and a 24-hour time, or a 24-hour time of day alone. */
  kind?: DateTextKind;
  /** The start of the range this input ends: a value not after it is named as a problem. */
  after?: string;
  size?: 'sm' | 'md';
  width?: BoxProps['width'];
  /** For an input without a visible label. */
  ariaLabel?: string;
  testId?: string;
}

/** What each kind shows and asks for: placeholder, the picker button's name and icon, the format note. */
const KIND: Record<
  DateTextKind,
  {
    placeholder: KeysUnder<'dateInput'>;
    pick: KeysUnder<'dateInput'>;
    format: KeysUnder<'dateInput'>;
    icon: ReactNode;
    picker: string;
    inputMode: 'numeric' | 'text' | 'decimal';
  }
> = {
  date: {
    placeholder: 'dateInput.placeholder',
    pick: 'dateInput.pick',
    format: 'dateInput.format',
    icon: <LuCalendar />,
    picker: 'date',
    inputMode: 'numeric',
  },
  dateTime: {
    placeholder: 'dateInput.placeholderDateTime',
    pick: 'dateInput.pickDateTime',
    format: 'dateInput.formatDateTime',
    icon: <LuCalendarClock />,
    picker: 'datetime-local',
    inputMode: 'text',
  },
  // A phone's decimal keypad has the '.' that stands for ':' (a numeric one has neither).
  time: {
    placeholder: 'dateInput.placeholderTime',
    pick: 'dateInput.pickTime',
    format: 'dateInput.formatTime',
    icon: <LuClock />,
    picker: 'time',
    inputMode: 'decimal',
  },
};

const NOTE: Record<Exclude<DateTextProblem, 'format'>, KeysUnder<'dateInput'>> = {
  day: 'dateInput.noSuchDay',
  time: 'dateInput.noSuchTime',
  order: 'dateInput.endAfterStart',
};

/**
 * The one date input: typed and shown as yyyy-MM-dd (date-times yyyy-MM-dd HH:mm, times HH:mm, 24
 * hours) in every language, digits left to right in Arabic, with the browser's picker behind a
 * button, and a note when the text is no real day or time or ends a range before its start (on
 * leaving it, or when its form is sent: `holdsBadDate`). It hands on the text it holds, the value
 * shape the server takes.
 */
export function DateInput({
  id,
  name,
  value,
  onChange,
  invalid,
  kind = 'date',
  after,
  size = 'md',
  width = 'full',
  ariaLabel,
  testId,
}: DateInputProps) {
  const { t } = useTranslation();
  const text = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  const shape = KIND[kind];
  const problem =
    dateTextProblem(value, kind) ?? (after !== undefined && !endsAfter(after, value, kind) ? 'order' : null);
  const shown = touched ? problem : null;
  useEffect(() => {
    const input = text.current;
    const check = () => setTouched(true);
    input?.addEventListener(DATE_CHECK_EVENT, check);
    return () => input?.removeEventListener(DATE_CHECK_EVENT, check);
  }, []);
  return (
    <Box width={width} position="relative">
      <Group attached width="full" dir="ltr">
        <Input
          ref={text}
          id={id}
          name={name}
          size={size}
          dir="ltr"
          inputMode={shape.inputMode}
          placeholder={t(shape.placeholder)}
          autoComplete="off"
          aria-label={ariaLabel}
          title={ariaLabel}
          value={value}
          aria-invalid={invalid || shown !== null || undefined}
          aria-describedby={shown ? `${id}-problem` : undefined}
          {...{ [DATE_PROBLEM_ATTR]: problem ? problem : undefined }}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => {
            const tidy = normalizeDateText(value, kind);
            if (tidy !== value) onChange(tidy);
            setTouched(true);
          }}
          data-testid={testId}
        />
        <IconButton
          variant="outline"
          size={size}
          aria-label={t(shape.pick)}
          onClick={() => {
            const native = picker.current;
            if (!native) return;
            native.value = pickerValueOf(value, kind);
            native.showPicker?.();
          }}
        >
          {shape.icon}
        </IconButton>
      </Group>
      {/* The browser's picker, opened by the button; its locale-formatted box is never shown. */}
      <input
        ref={picker}
        type={shape.picker}
        tabIndex={-1}
        aria-hidden
        style={{ position: 'absolute', insetInlineStart: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(e) => {
          const picked = e.target.value.replace('T', ' ');
          onChange(kind === 'date' ? picked : picked.slice(0, kind === 'time' ? 5 : 16));
          setTouched(true);
        }}
      />
      {shown && (
        <Text id={`${id}-problem`} data-testid={`${id}-problem`} color="fg.error" fontSize="sm" mt="1">
          {t(shown === 'format' ? shape.format : NOTE[shown])}
        </Text>
      )}
    </Box>
  );
}
