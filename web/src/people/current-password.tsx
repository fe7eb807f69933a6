import { Input } from '@chakra-ui/react';
import type { Row } from '@cmms/contracts';
import { storedUserData } from '../auth/session-storage';
import type { FormExtra } from '../resources/extensions/extension-types';

/**
 * Your own account's form asks for your current password beside a new one (the server refuses a new
 * password for the caller's own account without it); an administrator editing someone else is not asked.
 */
export const currentPasswordExtra: FormExtra = {
  key: 'current_password',
  labelKey: 'resources.users.fields.current_password',
  hintKey: 'form.currentPasswordHint',
  after: 'password',
  wide: true,
  shownFor: (row: Row | null) => row !== null && row.id === storedUserData()?.id,
  initial: () => null,
  render: ({ id, value, onChange, invalid }) => (
    <Input
      id={id}
      name="current_password"
      type="password"
      dir="ltr"
      autoComplete="current-password"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid || undefined}
      data-testid="current-password"
    />
  ),
};
