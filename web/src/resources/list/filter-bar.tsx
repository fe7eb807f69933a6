import { Box, Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFilterX } from 'react-icons/lu';
import type { ResourceDecl } from '@cmms/contracts';
import { optionLabelKey } from '../enum-option';
import { ReferenceSelect } from '../form/reference-select';
import type { ListFilter } from './list-filters';

/** One control per declared enum, boolean or reference filter; an empty choice means 'any'. */
export function FilterBar({
  resource,
  filters,
  values,
  onChange,
  onClear,
}: {
  resource: ResourceDecl;
  filters: ListFilter[];
  values: Record<string, string>;
  onChange: (param: string, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const label = (f: ListFilter) => t(`resources.${resource.name}.fields.${f.fieldKey}`);
  const active = Object.values(values).some(Boolean);
  return (
    <Flex
      px="4"
      py="3"
      gap="3"
      align="flex-end"
      wrap="wrap"
      borderBottomWidth="1px"
      bg="bg.subtle"
      data-testid="filter-bar"
    >
      {filters.map((f) => {
        const id = `filter-${f.param}`;
        const value = values[f.param] ?? '';
        return (
          <Field.Root key={f.param} w={{ base: 'full', sm: '52' }} data-testid={id}>
            <Field.Label htmlFor={id} fontSize="xs" color="fg.muted">
              {label(f)}
            </Field.Label>
            {f.kind === 'reference' && f.ref ? (
              <Box w="full">
                {/* Keyed by the value so clearing all filters also clears the typed text. */}
                <ReferenceSelect
                  key={value ? 'set' : 'empty'}
                  id={id}
                  refName={f.ref}
                  value={value ? Number(value) : null}
                  initialLabel=""
                  invalid={false}
                  placeholder={t('list.filterAny')}
                  onChange={(next) => onChange(f.param, next === null ? '' : String(next))}
                  testId={`${id}-select`}
                />
              </Box>
            ) : (
              <NativeSelect.Root size="md">
                <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(f.param, e.target.value)}>
                  <option value="">{t('list.filterAny')}</option>
                  {f.field.kind === 'enum'
                    ? f.field.options.map((option) => (
                        <option key={option} value={option}>
                          {t(optionLabelKey(resource.name, f.fieldKey, option))}
                        </option>
                      ))
                    : [
                        <option key="1" value="1">
                          {t('common.yes')}
                        </option>,
                        <option key="0" value="0">
                          {t('common.no')}
                        </option>,
                      ]}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </Field.Root>
        );
      })}
      {active && (
        <Button variant="ghost" size="sm" onClick={onClear} data-testid="filters-clear">
          <LuFilterX />
          {t('list.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
