import { useState } from 'react';
import { Button, Flex, Stack, Tag } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DateInput } from '../../components/date-input';
import { isDateText, normalizeDateText } from '../../lib/date-text';

/** The days of a text list "2026-12-16, 2026-12-17"; what is not a day stays for the server to refuse. */
export const datesOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);

/**
 * A list of days kept as text (a plan's skip dates): each day a removable tag in date order, written
 * yyyy-MM-dd like every date the console shows, and the date input that adds one.
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
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const dates = datesOf(value);
  const save = (next: string[]) => onChange([...new Set(next)].sort().join(', '));
  return (
    <Stack gap="2" data-testid="date-list">
      <Flex gap="2" align="flex-start" wrap="wrap">
        <DateInput id={id} value={draft} onChange={setDraft} width={{ base: 'full', sm: '52' }} />
        <Button
          variant="outline"
          disabled={!isDateText(normalizeDateText(draft))}
          onClick={() => {
            save([...dates, normalizeDateText(draft)]);
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
          <Tag.Root key={day} size="lg" variant="subtle" colorPalette={isDateText(day) ? 'teal' : 'red'}>
            <Tag.Label dir="ltr">{day}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={t('form.removeDate', { date: day })}
                onClick={() => save(dates.filter((d) => d !== day))}
              />
            </Tag.EndElement>
          </Tag.Root>
        ))}
      </Flex>
    </Stack>
  );
}
