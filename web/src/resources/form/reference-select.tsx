import { useEffect, useMemo, useState } from 'react';
import { Combobox, createListCollection, Portal, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { textDirection } from '../../lib/text-direction';
import { vocabularyName } from '../../lib/vocabulary-name';
import type { Query } from '../../api/query';
import { useRefOptions } from './use-ref-options';
import { unindented, useRefName } from './use-ref-name';
import { PickerState } from './picker-state';

interface Item {
  value: string;
  label: string;
}

/**
 * Searchable select over the referenced resource's select list (`<ref>.selectlist`, else its list
 * searched). It only fetches while open, and keeps the current choice listed so its name shows
 * before any search. Given an id without its name (a list filter read from the URL), it reads the
 * name (`useRefName`); a value set from outside (a cleared filter, the browser's back) shows its own.
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
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // The chosen record and its name as its options read (a seeded status in the console's language).
  const [chosen, setChosen] = useState(() => ({ id: value, label: vocabularyName(t, refName, initialLabel) }));
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 250);
  const { items: options, isLoading, error, retry } = useRefOptions(refName, debounced, open, narrow);
  const listed = options.find((option) => option.id === value)?.name;
  const known = value === null ? '' : chosen.id === value && chosen.label ? chosen.label : unindented(listed ?? '');
  const selectedLabel = useRefName(refName, value, known);
  const [input, setInput] = useState(selectedLabel);
  // The input shows the held record's name once it is known, and follows a value changed from outside;
  // while the list is open it holds what the user types.
  useEffect(() => {
    if (!open) setInput(selectedLabel);
  }, [open, selectedLabel]);

  const uiDir = i18n.dir();
  const textDir = textDirection(input);

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
      // The options are not in the page until the list opens: a screen of filters builds no hidden
      // option lists, and the closed picker never scrolls a hidden list (a layout of the whole page).
      lazyMount
      unmountOnExit
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
        const label = unindented(item?.label ?? '');
        setChosen({ id: item ? Number(item.value) : null, label });
        onChange(item ? Number(item.value) : null, label);
      }}
      data-testid={testId ?? `reference-${id}`}
    >
      <Combobox.Control>
        {/* A name keeps its own direction, so a long Latin name in Arabic is cut at its end, not its start;
            it still sits at the console's start side, clear of the buttons at its end side. */}
        <Combobox.Input
          placeholder={placeholder ?? t('form.selectPlaceholder')}
          dir={textDir ?? undefined}
          textAlign={uiDir === 'rtl' ? 'right' : 'left'}
          {...(textDir && textDir !== uiDir
            ? { ps: 'var(--combobox-input-padding-end)', pe: 'var(--combobox-input-padding-x)' }
            : {})}
        />
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
