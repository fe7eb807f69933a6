import { useEffect, useState } from 'react';
import { Box, Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFilterX, LuListFilter } from 'react-icons/lu';
import { DateFilterInput } from '../../components/date-filter-input';
import { MultiReferenceSelect } from '../form/multi-reference-select';
import { ReferenceSelect } from '../form/reference-select';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { ListFilter } from './filter-types';
import { multiValues } from './list-filters';

/**
 * One control per filter: option lists, single and repeatable reference selects, typed ids. An empty
 * choice means 'any'. Advanced filters fold under 'more filters' until one of them is in use.
 */
export function FilterBar({
  filters,
  values,
  onChange,
  onClear,
}: {
  filters: ListFilter[];
  values: Record<string, string>;
  onChange: (param: string, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const active = Object.values(values).some(Boolean);
  const advanced = filters.filter((f) => f.advanced);
  const [more, setMore] = useState(() => advanced.some((f) => values[f.param]));
  // Clearing every filter starts the selects afresh, typed text and chosen tags included.
  const [generation, setGeneration] = useState(0);
  // On a phone the bar folds behind one button, so the rows stay on the first screen.
  const [unfolded, setUnfolded] = useState(false);
  const inUse = Object.values(values).filter(Boolean).length;
  const shown = filters.filter((f) => !f.advanced || more);
  return (
    <>
      <Flex px="4" py="2" borderBottomWidth="1px" bg="bg.subtle" display={{ base: 'flex', md: 'none' }}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setUnfolded((v) => !v)}
          aria-expanded={unfolded}
          data-testid="filters-toggle"
        >
          <LuListFilter />
          {t('list.filters', { count: inUse })}
        </Button>
      </Flex>
      <Flex
        display={{ base: unfolded ? 'flex' : 'none', md: 'flex' }}
        px="4"
        py="3"
        gap="3"
        // Top-aligned: the chosen tags of a multi-select grow its own cell only.
        align="flex-start"
        wrap="wrap"
        borderBottomWidth="1px"
        bg="bg.subtle"
        data-testid="filter-bar"
      >
        {shown.map((f) => (
          <Field.Root
            key={f.param}
            w={{ base: 'full', sm: f.kind === 'multi' ? '64' : '52' }}
            data-testid={`filter-${f.param}`}
          >
            <Field.Label htmlFor={`filter-${f.param}`} fontSize="xs" color="fg.muted">
              {t(f.labelKey)}
            </Field.Label>
            <FilterControl
              key={generation}
              filter={f}
              value={values[f.param] ?? ''}
              onChange={(next) => onChange(f.param, next)}
            />
          </Field.Root>
        ))}
        {advanced.length > 0 && (
          <Button variant="outline" size="sm" mt="7" onClick={() => setMore((v) => !v)} data-testid="filters-more">
            <LuListFilter />
            {more ? t('list.fewerFilters') : t('list.moreFilters', { count: advanced.length })}
          </Button>
        )}
        {active && (
          <Button
            variant="ghost"
            size="sm"
            mt="7"
            onClick={() => {
              setGeneration((g) => g + 1);
              onClear();
            }}
            data-testid="filters-clear"
          >
            <LuFilterX />
            {t('list.clearFilters')}
          </Button>
        )}
      </Flex>
    </>
  );
}

/** A typed filter value (an id, an exact text), sent once typing pauses. */
function TypedFilter({
  id,
  numeric,
  value,
  onChange,
}: {
  id: string;
  numeric: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text);
  useEffect(() => {
    if (debounced !== value) onChange(debounced.trim());
    // Only a new pause in typing sends; the value coming back must not send again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <Input
      id={id}
      type={numeric ? 'number' : 'text'}
      min={numeric ? 1 : undefined}
      dir={numeric ? 'ltr' : undefined}
      placeholder={t('list.filterAny')}
      value={text}
      onChange={(e) => setText(numeric && !/^\d*$/.test(e.target.value) ? text : e.target.value)}
      data-testid={`${id}-input`}
    />
  );
}

function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: ListFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = `filter-${filter.param}`;
  switch (filter.kind) {
    case 'reference':
      return (
        <Box w="full">
          {/* The picker names its value itself (read by id when it came from the URL) and follows changes. */}
          <ReferenceSelect
            id={id}
            refName={filter.ref ?? ''}
            value={value ? Number(value) : null}
            initialLabel=""
            invalid={false}
            placeholder={t('list.filterAny')}
            onChange={(next) => onChange(next === null ? '' : String(next))}
            testId={`${id}-select`}
          />
        </Box>
      );
    case 'multi':
      return (
        <Box w="full">
          <MultiReferenceSelect
            id={id}
            refName={filter.ref ?? ''}
            value={multiValues(value).map(Number)}
            initialRefs={[]}
            invalid={false}
            placeholder={t('list.filterAny')}
            onChange={(next) => onChange(next.join(','))}
          />
        </Box>
      );
    case 'id':
    case 'text':
      return <TypedFilter id={id} numeric={filter.kind === 'id'} value={value} onChange={onChange} />;
    case 'date':
      return <DateFilterInput id={id} value={value} onChange={onChange} testId={`${id}-input`} />;
    case 'custom':
      return <>{filter.render?.({ id, value, onChange })}</>;
    default:
      return (
        <NativeSelect.Root size="md">
          <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">{t('list.filterAny')}</option>
            {(filter.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.labelKey)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
  }
}
