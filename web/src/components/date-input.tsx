import { useEffect, useRef, useState } from 'react';
import { Box, Group, IconButton, Input, Text, type BoxProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendar, LuCalendarClock } from 'react-icons/lu';
import { dateTextProblem, normalizeDateText, pickerValueOf, type DateTextProblem } from '../lib/date-text';
import { DATE_CHECK_EVENT, DATE_PROBLEM_ATTR } from './held-dates';

export interface DateInputProps {
  id: string;
  name?: string;
  /** The text held: yyyy-MM-dd (with `withTime`, yyyy-MM-dd HH:mm) when valid, else as typed. */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** A date and a 24-hour time. */
  withTime?: boolean;
  size?: 'sm' | 'md';
  width?: BoxProps['width'];
  /** For an input without a visible label. */
  ariaLabel?: string;
  testId?: string;
}

const NOTE: Record<DateTextProblem, { date: string; time: string }> = {
  format: { date: 'dateInput.format', time: 'dateInput.formatDateTime' },
  day: { date: 'dateInput.noSuchDay', time: 'dateInput.noSuchDay' },
  time: { date: 'dateInput.noSuchTime', time: 'dateInput.noSuchTime' },
};

/**
 * The one date input: typed and shown as yyyy-MM-dd (date-times yyyy-MM-dd HH:mm, 24 hours) in every
 * language, digits left to right in Arabic, with the browser's calendar behind a button, and a note
 * when the text is no real day or time (on leaving it, or when its form is sent: `holdsBadDate`).
 * It hands on the text it holds, the value shape the server takes.
 */
export function DateInput({
  id,
  name,
  value,
  onChange,
  invalid,
  withTime = false,
  size = 'md',
  width = 'full',
  ariaLabel,
  testId,
}: DateInputProps) {
  const { t } = useTranslation();
  const text = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  const problem = dateTextProblem(value, withTime);
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
          inputMode={withTime ? 'text' : 'numeric'}
          placeholder={t(withTime ? 'dateInput.placeholderDateTime' : 'dateInput.placeholder')}
          autoComplete="off"
          aria-label={ariaLabel}
          title={ariaLabel}
          value={value}
          aria-invalid={invalid || shown !== null || undefined}
          aria-describedby={shown ? `${id}-problem` : undefined}
          {...{ [DATE_PROBLEM_ATTR]: problem ? problem : undefined }}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => {
            const tidy = normalizeDateText(value, withTime);
            if (tidy !== value) onChange(tidy);
            setTouched(true);
          }}
          data-testid={testId}
        />
        <IconButton
          variant="outline"
          size={size}
          aria-label={t(withTime ? 'dateInput.pickDateTime' : 'dateInput.pick')}
          onClick={() => {
            const native = picker.current;
            if (!native) return;
            native.value = pickerValueOf(value, withTime);
            native.showPicker?.();
          }}
        >
          {withTime ? <LuCalendarClock /> : <LuCalendar />}
        </IconButton>
      </Group>
      {/* The browser's calendar, opened by the button; its locale-formatted box is never shown. */}
      <input
        ref={picker}
        type={withTime ? 'datetime-local' : 'date'}
        tabIndex={-1}
        aria-hidden
        style={{ position: 'absolute', insetInlineStart: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(e) => {
          const picked = e.target.value.replace('T', ' ');
          onChange(withTime ? picked.slice(0, 16) : picked);
          setTouched(true);
        }}
      />
      {shown && (
        <Text id={`${id}-problem`} data-testid={`${id}-problem`} color="fg.error" fontSize="sm" mt="1">
          {t(NOTE[shown][withTime ? 'time' : 'date'])}
        </Text>
      )}
    </Box>
  );
}
