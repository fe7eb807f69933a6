import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Drawer, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_USER_PLANS, TEMPLATE_USER_ROLES } from '@cmms/contracts/template-shop/schemas';
import type { ToastMessages } from '../../../toast/toast-text';
import { useUserValue } from './user-value';

const TEXT_FIELDS = ['fullName', 'username', 'email', 'company', 'country', 'contact'] as const;
type Draft = Record<(typeof TEXT_FIELDS)[number] | 'role' | 'currentPlan', string>;

/** Messages of one field from an error envelope (`{email: ['…']}`), if any. */
const fieldError = (messages: ToastMessages, field: string): string | undefined => {
  if (!messages || typeof messages !== 'object') return undefined;
  const value = (messages as Record<string, unknown>)[field];
  return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : undefined;
};

/** Add a user to the template users app; the server checks it and says what is wrong per field. */
export function UserDrawer({
  saving,
  onSave,
  onClose,
}: {
  saving: boolean;
  onSave: (user: Draft & { billing: string; status: string }) => Promise<ToastMessages>;
  onClose: () => void;
}) {
  const { t } = useTranslation('template-shop');
  const value = useUserValue();
  const [draft, setDraft] = useState<Draft>({
    fullName: '',
    username: '',
    email: '',
    company: '',
    country: '',
    contact: '',
    role: 'technician',
    currentPlan: 'basic',
  });
  const [errors, setErrors] = useState<ToastMessages>(null);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(await onSave({ ...draft, billing: 'Invoice', status: 'active' }));
  };
  return (
    <Drawer.Root open onOpenChange={({ open }) => !open && onClose()} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="user-drawer">
            <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
              <Drawer.Header>
                <Drawer.Title>{t('users.add')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  {TEXT_FIELDS.map((field) => (
                    <Field.Root key={field} invalid={Boolean(fieldError(errors, field))} required={field !== 'country'}>
                      <Field.Label>{t(`users.fields.${field}`)}</Field.Label>
                      <Input
                        type={field === 'email' ? 'email' : 'text'}
                        value={draft[field]}
                        onChange={set(field)}
                        data-testid={`user-field-${field}`}
                      />
                      <Field.ErrorText>{fieldError(errors, field)}</Field.ErrorText>
                    </Field.Root>
                  ))}
                  <Field.Root invalid={Boolean(fieldError(errors, 'role'))}>
                    <Field.Label>{t('users.role')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={draft.role} onChange={set('role')} data-testid="user-field-role">
                        {TEMPLATE_USER_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {value('role', role)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('users.plan')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={draft.currentPlan} onChange={set('currentPlan')}>
                        {TEMPLATE_USER_PLANS.map((plan) => (
                          <option key={plan} value={plan}>
                            {value('currentPlan', plan)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="teal" loading={saving} data-testid="user-save">
                  {t('users.add')}
                </Button>
              </Drawer.Footer>
            </form>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
