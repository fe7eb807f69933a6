import { Field, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ReferenceSelect } from '../../../resources/form/reference-select';
import { SCHEDULE_FILTERS } from './schedule-filter-keys';

export function ScheduleFilters({
  values,
  onChange,
}: {
  values: Record<string, string>;
  onChange: (param: string, value: string) => void;
}) {
  const { t } = useTranslation(['translation', 'preventive']);
  return (
    <Flex gap="3" wrap="wrap" data-testid="schedule-filters">
      {SCHEDULE_FILTERS.map((filter) => (
        <Field.Root key={filter.param} w={{ base: 'full', sm: '60' }}>
          <Field.Label htmlFor={`schedule-${filter.param}`} fontSize="xs" color="fg.muted">
            {t(filter.labelKey)}
          </Field.Label>
          <ReferenceSelect
            id={`schedule-${filter.param}`}
            refName={filter.ref}
            value={values[filter.param] ? Number(values[filter.param]) : null}
            initialLabel=""
            invalid={false}
            placeholder={t('list.filterAny')}
            onChange={(next) => onChange(filter.param, next === null ? '' : String(next))}
            testId={`schedule-filter-${filter.param}`}
          />
        </Field.Root>
      ))}
    </Flex>
  );
}
