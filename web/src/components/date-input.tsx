import { useRef, useState } from 'react';
import { Box, Group, IconButton, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendar } from 'react-icons/lu';
import { dateTextProblem, normalizeDateText } from '../lib/date-text';

/**
 * The one date input: typed and shown as yyyy-MM-dd in every language (digits left to right in Arabic),
 * with the browser's calendar behind a button, and a note before Save when the text is no real day.
 * It hands on the text it holds (yyyy-MM-dd when valid), the value shape the server takes.
 */
export function DateInput({
  id,
  name,
  value,
  onChange,
  invalid,
}: {
  id: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  const problem = touched ? dateTextProblem(value) : null;
  return (
    <Box width="full" position="relative">
      <Group attached width="full" dir="ltr">
        <Input
          id={id}
          name={name}
          dir="ltr"
          inputMode="numeric"
          placeholder="yyyy-mm-dd"
          autoComplete="off"
          value={value}
          aria-invalid={invalid || problem !== null || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => {
            const tidy = normalizeDateText(value);
            if (tidy !== value) onChange(tidy);
            setTouched(true);
          }}
        />
        <IconButton
          variant="outline"
          aria-label={t('dateInput.pick')}
          onClick={() => {
            const native = picker.current;
            if (!native) return;
            native.value = dateTextProblem(value) === null ? value : '';
            native.showPicker?.();
          }}
        >
          <LuCalendar />
        </IconButton>
      </Group>
      {/* The browser's calendar, opened by the button; its locale-formatted box is never shown. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(e) => {
          onChange(e.target.value);
          setTouched(true);
        }}
      />
      {problem && (
        <Text id={`${id}-problem`} data-testid={`${id}-problem`} color="fg.error" fontSize="sm" mt="1">
          {t(problem === 'day' ? 'dateInput.noSuchDay' : 'dateInput.format')}
        </Text>
      )}
    </Box>
  );
}
