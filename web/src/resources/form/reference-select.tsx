import { useMemo, useState } from 'react';
import { Combobox, createListCollection, Portal, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { vocabularyName } from '../../lib/vocabulary-name';
import type { Query } from '../../api/query';
import { useRefOptions } from './use-ref-options';
import { PickerState } from './picker-state';

interface Item {
  value: string;
  label: string;
}

/**
 * Searchable select over the referenced resource's select list (`<ref>.selectlist`, else its list
 * searched). It only fetches while open, and keeps the current choice listed so its name shows
 * before any search.
 */
export function ReferenceSelect({
  id,
  refName,
  value,
  initialLabel,
  invalid,
  onChange,
  placeholder,
  testId,
  portalled = true,
  narrow,
}: {
  id: string;
  refName: string;
  value: number | null;
  initialLabel: string;
  invalid: boolean;
  onChange: (value: number | null, label: string) => void;
  placeholder?: string;
  testId?: string;
  /** Inside a dialog the list stays in the dialog's layer (a portal would put it behind). */
  portalled?: boolean;
  /** The list filter of a narrowed field (`narrowQuery`); null: nothing to choose from yet. */
  narrow?: Query | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The chosen record's name as its options read (a seeded status in the console's language).
  const [selectedLabel, setSelectedLabel] = useState(() => vocabularyName(t, refName, initialLabel));
  const [input, setInput] = useState(selectedLabel);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 250);
  const { items: options, isLoading, error, retry } = useRefOptions(refName, debounced, open, narrow);

  const collection = useMemo(() => {
    const items: Item[] = options.map((r) => ({ value: String(r.id), label: r.name }));
    if (value !== null && !items.some((item) => item.value === String(value))) {
      items.unshift({ value: String(value), label: selectedLabel || `#${value}` });
    }
    return createListCollection<Item>({ items });
  }, [options, value, selectedLabel]);

  return (
    <Combobox.Root
      ids={{ input: id }}
      collection={collection}
      value={value === null ? [] : [String(value)]}
      inputValue={input}
      invalid={invalid}
      disabled={narrow === null}
      openOnClick
      positioning={{ sameWidth: true }}
      onOpenChange={({ open: next }) => {
        setOpen(next);
        if (next) setSearch('');
      }}
      onInputValueChange={({ inputValue, reason }) => {
        setInput(inputValue);
        if (reason === 'input-change') setSearch(inputValue);
      }}
      onValueChange={({ items }) => {
        const item = (items as Item[])[0];
        setSelectedLabel(item?.label ?? '');
        onChange(item ? Number(item.value) : null, item?.label ?? '');
      }}
      data-testid={testId ?? `reference-${id}`}
    >
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder ?? t('form.selectPlaceholder')} />
        <Combobox.IndicatorGroup>
          {isLoading && <Spinner size="xs" color="fg.muted" />}
          <Combobox.ClearTrigger aria-label={t('form.clear')} />
          <Combobox.Trigger aria-label={t('form.open')} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal disabled={!portalled}>
        <Combobox.Positioner>
          <Combobox.Content>
            <PickerState isLoading={isLoading} error={error} retry={retry} />
            {collection.items.map((item) => (
              <Combobox.Item key={item.value} item={item}>
                {item.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
