import { Box, NativeSelect } from '@chakra-ui/react';
import { ReferenceSelect } from '../../resources/form/reference-select';
import { LabeledField } from '../labeled-field';
import type { PickField, PickValues } from './pick-list-types';

/** One picker of the add bar, labelled, with the server's message for its field underneath. */
export function PickFieldInput({
  field,
  values,
  error,
  onChange,
}: {
  field: PickField;
  values: PickValues;
  error: string | undefined;
  onChange: (value: string | number | null) => void;
}) {
  if (field.kind === 'choice') {
    return (
      <Box w={{ base: 'full', sm: '48' }}>
        <LabeledField id={field.id} label={field.label} error={error}>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={field.id}
              value={String(values[field.name] ?? field.initial)}
              onChange={(e) => onChange(e.target.value)}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </LabeledField>
      </Box>
    );
  }
  const value = values[field.name];
  return (
    <Box flex="1" minW={{ base: 'full', sm: '56' }}>
      <LabeledField id={field.id} label={field.label} error={error}>
        <ReferenceSelect
          id={field.id}
          refName={field.refName}
          value={typeof value === 'number' ? value : null}
          initialLabel=""
          invalid={Boolean(error)}
          placeholder={field.placeholder}
          testId={field.testId}
          onChange={(id) => onChange(id)}
        />
      </LabeledField>
    </Box>
  );
}
