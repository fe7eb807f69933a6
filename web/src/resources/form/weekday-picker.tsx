import { Checkbox, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@cmms/contracts';
import { dayName } from '../../lib/day-name';

/** The days of a text list "mon,thu" (any separator, any case). */
export const weekdaysOf = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .split(/[\s,;]+/)
      .filter(Boolean),
  );

/** Checkboxes Monday to Sunday for a field that keeps weekdays as text ("mon,thu"), in week order. */
export function WeekdayPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { i18n } = useTranslation();
  const chosen = weekdaysOf(value);
  const toggle = (day: string, on: boolean) => {
    const next = WEEKDAYS.filter((d) => (d === day ? on : chosen.has(d)));
    onChange(next.join(','));
  };
  return (
    <Flex id={id} gap="3" wrap="wrap" role="group" data-testid="weekday-picker">
      {WEEKDAYS.map((day) => (
        <Checkbox.Root
          key={day}
          checked={chosen.has(day)}
          onCheckedChange={({ checked }) => toggle(day, checked === true)}
          data-testid={`weekday-${day}`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{dayName(day, i18n.language)}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Flex>
  );
}
