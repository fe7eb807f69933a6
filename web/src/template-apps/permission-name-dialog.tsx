import { useState, type FormEvent } from 'react';
import { Button, Checkbox, CheckboxGroup, Dialog, Field, Input, Portal, Stack, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_PERMISSION_ROLES } from '@cmms/contracts';

/** Add (name and roles) or rename (name only) a template permission. */
export function PermissionNameDialog({
  mode,
  initialName,
  loading,
  error,
  onSubmit,
  onClose,
}: {
  mode: 'add' | 'rename';
  initialName: string;
  loading: boolean;
  error: string | null;
  onSubmit: (name: string, assignedTo: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [roles, setRoles] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name.trim(), roles);
  };
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="permission-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  {mode === 'add' ? t('templatePermissions.addTitle') : t('templatePermissions.renameTitle')}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={Boolean(error)}>
                    <Field.Label htmlFor="permission-name">
                      {t('templatePermissions.name')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      id="permission-name"
                      value={name}
                      autoFocus
                      onChange={(e) => setName(e.target.value)}
                      data-testid="permission-name"
                    />
                    <Field.ErrorText>{error}</Field.ErrorText>
                  </Field.Root>
                  {mode === 'add' && (
                    <Field.Root>
                      <Field.Label>{t('templatePermissions.assignedTo')}</Field.Label>
                      <CheckboxGroup value={roles} onValueChange={setRoles}>
                        <Wrap gap="4">
                          {TEMPLATE_PERMISSION_ROLES.map((role) => (
                            <Checkbox.Root key={role} value={role} colorPalette="teal" data-testid={`role-${role}`}>
                              <Checkbox.HiddenInput />
                              <Checkbox.Control />
                              <Checkbox.Label>{t(`templatePermissions.roles.${role}`)}</Checkbox.Label>
                            </Checkbox.Root>
                          ))}
                        </Wrap>
                      </CheckboxGroup>
                    </Field.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={loading}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="teal" loading={loading} data-testid="permission-submit">
                  {mode === 'add' ? t('templatePermissions.add') : t('templatePermissions.rename')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
