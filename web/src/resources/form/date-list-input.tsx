import { useState } from 'react';
import { Button, Flex, Input, Stack, Tag } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days of a text list "2026-12-16, 2026-12-17"; what is not a day stays for the server to refuse. */
export const datesOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);

/**
 * A list of days kept as text (a plan's skip dates): each day a removable tag, in date order, and a
 * date picker that adds one.
 */
export function DateListInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const dates = datesOf(value);
  const save = (next: string[]) => onChange([...new Set(next)].sort().join(', '));
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const shown = (day: string) => (ISO_DAY.test(day) ? format.format(new Date(`${day}T00:00:00Z`)) : day);
  return (
    <Stack gap="2" data-testid="date-list">
      <Flex gap="2">
        <Input id={id} type="date" value={draft} onChange={(e) => setDraft(e.target.value)} maxW="52" />
        <Button
          variant="outline"
          disabled={!ISO_DAY.test(draft)}
          onClick={() => {
            save([...dates, draft]);
            setDraft('');
          }}
          data-testid="date-list-add"
        >
          <LuPlus />
          {t('form.addDate')}
        </Button>
      </Flex>
      <Flex gap="1.5" wrap="wrap">
        {dates.map((day) => (
          <Tag.Root key={day} size="lg" variant="subtle" colorPalette={ISO_DAY.test(day) ? 'teal' : 'red'}>
            <Tag.Label>{shown(day)}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={t('form.removeDate', { date: shown(day) })}
                onClick={() => save(dates.filter((d) => d !== day))}
              />
            </Tag.EndElement>
          </Tag.Root>
        ))}
      </Flex>
    </Stack>
  );
}
