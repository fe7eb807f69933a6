import { Input } from '@chakra-ui/react';

/** The stored 'YYYY-MM-DD HH:MM:SS' as a datetime-local input's 'YYYY-MM-DDTHH:MM', and back as the body sends it. */
export const toInputValue = (stored: string | null | undefined): string =>
  stored ? stored.slice(0, 16).replace(' ', 'T') : '';
export const toBodyValue = (input: string): string => input.replace('T', ' ');

/**
 * A due date and time. Times are shown and typed as the server keeps them (UTC), like every date the
 * console shows, so what is typed is what the list and the detail say.
 */
export function DueDateInput({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}) {
  return (
    <Input
      id={id}
      type="datetime-local"
      dir="ltr"
      value={value}
      aria-invalid={invalid}
      onChange={(e) => onChange(e.target.value)}
      data-testid={`${id}-input`}
    />
  );
}
