import { useMemo, useState } from 'react';
import { Combobox, createListCollection, Portal, Spinner, Stack, Tag, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { NamedRef } from '../named-refs';
import type { Query } from '../../api/query';
import { useNarrowedPrune } from './use-narrowed-prune';
import { useRefOptions } from './use-ref-options';
import { unindented, useRefName } from './use-ref-name';
import { PickerState } from './picker-state';

interface Item {
  value: string;
  label: string;
}

/**
 * A searchable multi-select over the referenced resource (its select list, else its list searched);
 * the chosen ones show as closable tags.
 */
export function MultiReferenceSelect({
  id,
  refName,
  value,
  initialRefs,
  invalid,
  onChange,
  placeholder,
  portalled = true,
  narrow,
}: {
  id: string;
  refName: string;
  value: number[];
  initialRefs: NamedRef[];
  invalid: boolean;
  onChange: (value: number[]) => void;
  placeholder?: string;
  /** Inside a dialog the list stays in the dialog's layer (a portal would put it behind). */
  portalled?: boolean;
  /** The list filter of a narrowed field (`narrowQuery`); null: nothing to choose from yet. */
  narrow?: Query | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<Record<number, string>>(() =>
    Object.fromEntries(initialRefs.map((ref) => [ref.id, ref.name])),
  );
  const debounced = useDebouncedValue(search, 250);
  const { items: options, isLoading, error, retry } = useRefOptions(refName, debounced, open, narrow);
  useNarrowedPrune(refName, narrow, value, onChange);

  const collection = useMemo(() => {
    const items: Item[] = options.map((r) => ({ value: String(r.id), label: r.name }));
    return createListCollection<Item>({ items });
  }, [options]);

  const remove = (removed: number) => onChange(value.filter((v) => v !== removed));

  return (
    <Stack gap="2" w="full" data-testid={`multi-${id}`}>
      <Combobox.Root
        ids={{ input: id }}
        multiple
        collection={collection}
        value={value.map(String)}
        inputValue={search}
        invalid={invalid}
        disabled={narrow === null}
        openOnClick
        // The options are not in the page until the list opens: a screen of filters builds no hidden
        // option lists, and the closed picker never scrolls a hidden list (a layout of the whole page).
        lazyMount
        unmountOnExit
        closeOnSelect={false}
        positioning={{ sameWidth: true }}
        onOpenChange={({ open: next }) => setOpen(next)}
        onInputValueChange={({ inputValue, reason }) => {
          if (reason === 'input-change' || inputValue === '') setSearch(inputValue);
        }}
        onValueChange={({ value: next, items }) => {
          setNames((current) => ({
            ...current,
            ...Object.fromEntries((items as Item[]).map((item) => [Number(item.value), unindented(item.label)])),
          }));
          onChange(next.map(Number));
          setSearch('');
        }}
      >
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder ?? t('form.searchToAdd')} />
          <Combobox.IndicatorGroup>
            {isLoading && <Spinner size="xs" color="fg.muted" />}
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
      {value.length > 0 && (
        <Wrap gap="1.5">
          {value.map((refId) => (
            <ChosenTag
              key={refId}
              id={id}
              refName={refName}
              refId={refId}
              known={names[refId] ?? ''}
              onRemove={() => remove(refId)}
            />
          ))}
        </Wrap>
      )}
    </Stack>
  );
}

/** A chosen record as a closable tag; an id that came without its name (from the URL) is named by reading it. */
function ChosenTag({
  id,
  refName,
  refId,
  known,
  onRemove,
}: {
  id: string;
  refName: string;
  refId: number;
  known: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const name = useRefName(refName, refId, known) || `#${refId}`;
  return (
    <Tag.Root size="md" variant="subtle" colorPalette="teal" data-testid={`tag-${id}-${refId}`}>
      <Tag.Label>{name}</Tag.Label>
      <Tag.EndElement>
        <Tag.CloseTrigger aria-label={t('form.removeItem', { name })} onClick={onRemove} />
      </Tag.EndElement>
    </Tag.Root>
  );
}
