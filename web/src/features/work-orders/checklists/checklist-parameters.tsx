import { useState } from 'react';
import { Badge, Box, Button, HStack, IconButton, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus } from 'react-icons/lu';
import type { ChecklistParameterRow } from '@cmms/contracts';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { SimpleTable } from '../../../resources/detail/simple-table';
import { ListPagination } from '../../../resources/list/list-pagination';
import { useTable } from '../../../resources/table/use-table';
import { rangeText } from '../answering/parameter-reading';
import { ConfirmRemove } from '../confirm-remove';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { LabeledField } from '../../../components/labeled-field';
import { useWorkOrderCall } from '../use-work-order-call';
import type { SubKey } from '../../../i18n/keys';

/** A template's parameters: readings with a unit and a range (a chiller's discharge pressure, 10–18 bar). */
export function ChecklistParameters({ checklistId }: { checklistId: number }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { call } = useWorkOrderCall();
  const [editing, setEditing] = useState<ChecklistParameterRow | 'new' | null>(null);
  const table = useTable<ChecklistParameterRow>({
    endpoint: 'checklists.parameters',
    params: { id: checklistId },
    request: ({ offset, limit }) => ({ offset, limit }),
  });
  const canEdit = canCallEndpoint(ability, 'checklists.parameter-create');
  const label = (key: SubKey<'workOrders.parameters'>) => t(`workOrders.parameters.${key}`);
  return (
    <Stack gap="4" data-testid="checklist-parameters">
      {canEdit && (
        <Box>
          <Button colorPalette="teal" variant="outline" onClick={() => setEditing('new')} data-testid="parameter-new">
            <LuPlus />
            {label('add')}
          </Button>
        </Box>
      )}
      <SimpleTable
        rows={table.rows}
        failed={table.failed}
        retry={table.retry}
        emptyText={label('empty')}
        testId="parameters"
        columns={[
          { key: 'name', label: label('name'), render: (p) => <Text fontWeight="medium">{p.name}</Text> },
          { key: 'unit', label: label('unit'), render: (p) => <Text dir="ltr">{p.unit ?? '—'}</Text> },
          { key: 'range', label: label('range'), render: (p) => <Text dir="ltr">{rangeText(p) || '—'}</Text> },
          {
            key: 'required',
            label: label('required'),
            render: (p) => (
              <Badge variant="subtle" colorPalette={p.required ? 'green' : 'gray'}>
                {p.required ? t('common.yes') : t('common.no')}
              </Badge>
            ),
          },
          {
            key: 'actions',
            label: '',
            align: 'end',
            render: (p) =>
              canEdit ? (
                <HStack gap="1" justify="flex-end">
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('list.edit')}
                    title={t('list.edit')}
                    onClick={() => setEditing(p)}
                  >
                    <LuPencil />
                  </IconButton>
                  <ConfirmRemove
                    name={p.name}
                    title={label('deleteTitle')}
                    onConfirm={() => call('checklists.parameter-delete', { id: p.id }, { method: 'DELETE' })}
                    testId={`parameter-delete-${p.id}`}
                  />
                </HStack>
              ) : null,
          },
        ]}
      />
      {table.total > table.state.limit && <ListPagination {...table.pagination} />}
      {editing && (
        <ParameterDialog
          checklistId={checklistId}
          parameter={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

const text = (n: number | null) => (n === null ? '' : String(n));
const numberOrText = (value: string) =>
  value.trim() === '' ? null : Number.isFinite(Number(value)) ? Number(value) : value;

function ParameterDialog({
  checklistId,
  parameter,
  onClose,
}: {
  checklistId: number;
  parameter: ChecklistParameterRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { call, loading, errors } = useWorkOrderCall();
  const [name, setName] = useState(parameter?.name ?? '');
  const [unit, setUnit] = useState(parameter?.unit ?? '');
  const [min, setMin] = useState(text(parameter?.min ?? null));
  const [max, setMax] = useState(text(parameter?.max ?? null));
  const [required, setRequired] = useState(parameter?.required ?? false);
  const label = (key: SubKey<'workOrders.parameters'>) => t(`workOrders.parameters.${key}`);
  const submit = async () => {
    const body = { name, unit: unit.trim() || null, min: numberOrText(min), max: numberOrText(max), required };
    const saved = parameter
      ? await call('checklists.parameter-update', { id: parameter.id }, { method: 'PUT', body })
      : await call('checklists.parameter-create', {}, { method: 'POST', body: { ...body, checklist_id: checklistId } });
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={parameter ? parameter.name : label('add')}
      submitLabel={t('form.save')}
      loading={loading}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="parameter-dialog"
    >
      <LabeledField id="parameter-name" label={label('name')} error={errors.name} required>
        <Input id="parameter-name" value={name} onChange={(e) => setName(e.target.value)} />
      </LabeledField>
      <LabeledField id="parameter-unit" label={label('unit')} error={errors.unit}>
        <Input id="parameter-unit" dir="ltr" value={unit} onChange={(e) => setUnit(e.target.value)} />
      </LabeledField>
      <HStack gap="3" align="flex-start">
        <LabeledField id="parameter-min" label={label('min')} error={errors.min}>
          <Input
            id="parameter-min"
            type="number"
            step="any"
            dir="ltr"
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
        </LabeledField>
        <LabeledField id="parameter-max" label={label('max')} error={errors.max}>
          <Input
            id="parameter-max"
            type="number"
            step="any"
            dir="ltr"
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
        </LabeledField>
      </HStack>
      <Switch.Root colorPalette="teal" checked={required} onCheckedChange={({ checked }) => setRequired(checked)}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label('required')}</Switch.Label>
      </Switch.Root>
    </FormDialog>
  );
}
