import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Field, HStack, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { isEndpointId, type ChildCollectionDecl, type Envelope, type Row } from '@cmms/contracts';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { callEndpoint } from '../../api/http';
import { useRequestCycle } from '../../api/use-request-cycle';
import { useAppAbility } from '../../auth/use-app-ability';
import { DeleteRowButton } from '../../components/delete-row-button';
import { holdsBadDate } from '../../components/held-dates';
import type { ToastMessages } from '../../toast/toast-text';
import { fieldErrors } from '../form/field-errors';
import { FieldWidget } from '../form/field-widget';
import { bodyFromValues, formFields, initialValues, isShown, type FormValues } from '../form/form-values';
import { ConfirmDialog } from '../list/confirm-dialog';
import { CellValue } from '../list/cell-value';
import { listColumns } from '../list/list-columns';
import { ListPagination } from '../list/list-pagination';
import { useTable } from '../table/use-table';
import { SimpleTable, type SimpleColumn } from './simple-table';
import { fieldLabelKey, resourceSingularKey } from '../resource-keys';

/** Every text of an error answer, field by field, as the server sent them (spec point 8: its data is the error). */
export function ServerResponse({ messages, testId }: { messages: ToastMessages; testId: string }) {
  const { t } = useTranslation();
  if (!messages) return null;
  const lines =
    typeof messages === 'string'
      ? [messages]
      : Object.entries(messages).flatMap(([key, value]) => [value ?? []].flat().map((text) => `${key}: ${text}`));
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('detail.serverResponse')}</Alert.Title>
        <Alert.Description>
          <Stack as="ul" gap="0.5" ps="4" listStyleType="disc">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The rows that live inside one record (an SLA's commitments and signatories): listed with the child's
 * declared columns, added through a dialog of its declared fields, deleted by id. A refusal shows the
 * server's answer itself, under each field and whole.
 */
export function ChildCollection({ collection, parentId }: { collection: ChildCollectionDecl; parentId: number }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { prefix, child } = collection;
  const table = useTable<Row>({
    endpoint: isEndpointId(prefix) ? prefix : null,
    params: { id: parentId },
    request: ({ offset, limit }) => ({ offset, limit }),
  });
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const remove = useRequestCycle();
  const canAdd = canCallEndpoint(ability, `${prefix}-create`);
  const canDelete = canCallEndpoint(ability, `${prefix}-delete`);
  const label = (key: string) => t(fieldLabelKey(child.name, key));
  const testId = child.name;

  const columns: SimpleColumn<Row>[] = listColumns(child).map((column) => ({
    key: column.key,
    label: label(column.key),
    render: (row: Row) => (
      <CellValue resource={child.name} fieldKey={column.key} field={column.field} value={row[column.rowKey]} />
    ),
  }));
  if (canDelete)
    columns.push({
      key: 'actions',
      label: t('list.actions'),
      align: 'end',
      render: (row) => <DeleteRowButton onClick={() => setToDelete(row)} testId={`${testId}-delete-${row.id}`} />,
    });

  const confirmDelete = async () => {
    if (!toDelete) return;
    const childId = toDelete.id;
    await remove.run((signal) =>
      callEndpoint(
        `${prefix}-delete`,
        { id: parentId, [collection.childParam]: childId },
        { method: 'DELETE', signal },
      ),
    );
    setToDelete(null);
    await table.refresh();
  };

  return (
    <Stack gap="4" data-testid={`${testId}-collection`}>
      {canAdd && (
        <HStack justify="flex-end">
          <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)} data-testid={`${testId}-add`}>
            <LuPlus />
            {t('detail.addChild', { name: t(resourceSingularKey(child.name)) })}
          </Button>
        </HStack>
      )}
      <ServerResponse messages={remove.error} testId={`${testId}-delete-error`} />
      <SimpleTable
        columns={columns}
        rows={table.rows}
        failed={table.failed}
        retry={table.retry}
        emptyText={t('assets.emptyRelated')}
        testId={`${testId}-table`}
      />
      {table.total > 0 && <ListPagination {...table.pagination} />}
      {adding && (
        <ChildDialog
          collection={collection}
          parentId={parentId}
          onClose={() => setAdding(false)}
          onSaved={() => void table.refresh()}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('list.deleteTitle', { name: t(resourceSingularKey(child.name)) })}
        body={t('list.deleteBody', { name: String(toDelete?.[child.titleField] ?? `#${toDelete?.id ?? ''}`) })}
        confirmLabel={t('list.delete')}
        loading={remove.loading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

function ChildDialog({
  collection,
  parentId,
  onClose,
  onSaved,
}: {
  collection: ChildCollectionDecl;
  parentId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { child, prefix } = collection;
  const { run, loading, error } = useRequestCycle();
  const [values, setValues] = useState<FormValues>(() => initialValues(child));
  const errors = fieldErrors(error);
  const label = (key: string) => t(fieldLabelKey(child.name, key));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (holdsBadDate(event.currentTarget)) return;
    const outcome = await run((signal) =>
      callEndpoint<Envelope<Row>>(
        `${prefix}-create`,
        { id: parentId },
        { method: 'POST', body: bodyFromValues(child, values), signal },
      ),
    );
    if (!outcome.ok) return;
    onSaved();
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${child.name}-dialog`}>
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('detail.addChild', { name: t(resourceSingularKey(child.name)) })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {formFields(child)
                    .filter(([, field]) => isShown(field, values))
                    .map(([key, field]) => (
                      <Field.Root
                        key={key}
                        invalid={Boolean(errors[key])}
                        required={field.required}
                        data-testid={`field-${key}`}
                      >
                        <Field.Label htmlFor={`field-${key}`}>
                          {label(key)}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <FieldWidget
                          resource={child.name}
                          fieldKey={key}
                          field={field}
                          value={values[key] ?? null}
                          label={label(key)}
                          refs={[]}
                          invalid={Boolean(errors[key])}
                          onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
                          portalled={false}
                        />
                        <Field.ErrorText data-testid={`error-${key}`}>{errors[key]}</Field.ErrorText>
                      </Field.Root>
                    ))}
                  <ServerResponse messages={error} testId={`${child.name}-error`} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={onClose} disabled={loading}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="teal" loading={loading} data-testid={`${child.name}-save`}>
                  {t('form.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
