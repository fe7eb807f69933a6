import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

/** One labelled input of a dialog or panel, with the server's text for it underneath. */
export function LabeledField({
  id,
  label,
  error,
  required,
  helper,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} data-testid={`field-${id}`}>
      <Field.Label htmlFor={id}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText data-testid={`error-${id}`}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
