import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Input, Portal, SegmentGroup, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Envelope, Row } from '@cmms/contracts';
import { callEndpoint } from '../../api/http';
import { DateInput } from '../../components/date-input';
import { holdsBadDate } from '../../components/held-dates';
import { useRequestCycle } from '../../api/use-request-cycle';
import { fieldErrors } from '../form/field-errors';
import { ReferenceSelect } from '../form/reference-select';
import type { ActionField, RecordAction } from './extension-types';

type Values = Record<string, string | number | null>;

const typeKeyOf = (key: string) => `${key}__type`;

function initialValues(action: RecordAction, row: Row): Values {
  const values: Values = {};
  for (const field of action.fields) {
    values[field.key] = field.kind === 'integer' ? String(field.min ?? '') : field.kind === 'reference' ? null : '';
    if (field.kind === 'target') {
      values[field.key] = null;
      values[typeKeyOf(field.key)] = field.targets[0]?.type ?? '';
    }
  }
  return { ...values, ...action.initial?.(row) };
}

function bodyOf(action: RecordAction, row: Row, values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of action.fields) {
    const value = values[field.key];
    if (field.kind === 'target') {
      const type = String(values[typeKeyOf(field.key)] ?? '');
      const target = field.targets.find((x) => x.type === type) ?? field.targets[0];
      if (field.typeKey) body[field.typeKey] = type;
      if (target) body[target.bodyKey] = typeof value === 'number' ? value : null;
    } else if (field.kind === 'reference') {
      if (typeof value === 'number') body[field.key] = value;
    } else if (field.kind === 'integer') {
      const text = String(value ?? '').trim();
      if (text !== '') body[field.key] = Number.isFinite(Number(text)) ? Number(text) : text;
    } else {
      const text = String(value ?? '').trim();
      if (text !== '') body[field.key] = text;
    }
  }
  return { ...body, ...action.extraBody?.(row) };
}

/**
 * The dialog of a record action: its declared inputs, the call, the server's messages as toasts (the
 * request cycle's) and its validation texts under the inputs they name. Closes on success.
 */
export function ActionDialog({
  action,
  row,
  title,
  onClose,
  onDone,
}: {
  action: RecordAction;
  row: Row;
  /** The record the action is about, for the dialog title. */
  title: string;
  onClose: () => void;
  onDone: () => Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run, loading, error } = useRequestCycle();
  const [values, setValues] = useState<Values>(() => initialValues(action, row));
  const errors = fieldErrors(error);
  const set = (key: string, value: string | number | null) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (holdsBadDate(event.currentTarget)) return;
    const outcome = await run((signal) =>
      callEndpoint<Envelope<Row>>(action.endpoint, action.params(row), {
        method: action.method ?? 'POST',
        body: bodyOf(action, row, values),
        signal,
      }),
    );
    await onDone();
    if (!outcome.ok) return;
    onClose();
    const payload = outcome.data.payload;
    const next = payload ? action.openAfter?.(payload) : undefined;
    if (next) await navigate(next);
  };

  const errorOf = (field: ActionField): string | undefined => {
    if (field.kind !== 'target') return errors[field.key];
    const keys = [field.key, field.typeKey, ...field.targets.map((x) => x.bodyKey)];
    return keys.map((key) => (key ? errors[key] : undefined)).find(Boolean);
  };

  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`action-dialog-${action.key}`}>
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  {t(action.labelKey)} · {title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {action.fields.map((field) => (
                    <Field.Root
                      key={field.key}
                      invalid={Boolean(errorOf(field))}
                      required={field.kind !== 'target' && field.required}
                      data-testid={`action-field-${field.key}`}
                    >
                      <Field.Label htmlFor={`action-${field.key}`}>
                        {t(field.labelKey)}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <ActionInput
                        field={field}
                        row={row}
                        values={values}
                        invalid={Boolean(errorOf(field))}
                        onChange={set}
                      />
                      <Field.ErrorText data-testid={`action-error-${field.key}`}>{errorOf(field)}</Field.ErrorText>
                    </Field.Root>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={loading} data-testid="action-cancel">
                  {t('common.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette={action.palette ?? 'teal'}
                  loading={loading}
                  data-testid="action-submit"
                >
                  {t(action.labelKey)}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ActionInput({
  field,
  row,
  values,
  invalid,
  onChange,
}: {
  field: ActionField;
  row: Row;
  values: Values;
  invalid: boolean;
  onChange: (key: string, value: string | number | null) => void;
}) {
  const { t } = useTranslation();
  const id = `action-${field.key}`;
  const text = values[field.key] === null || values[field.key] === undefined ? '' : String(values[field.key]);
  switch (field.kind) {
    case 'target': {
      const type = String(values[typeKeyOf(field.key)] ?? '');
      const target = field.targets.find((x) => x.type === type) ?? field.targets[0];
      return (
        <Stack gap="2" w="full">
          {field.targets.length > 1 && (
            <SegmentGroup.Root
              size="sm"
              value={type}
              onValueChange={({ value }) => {
                onChange(typeKeyOf(field.key), value ?? '');
                onChange(field.key, null);
              }}
              data-testid={`action-target-type`}
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={field.targets.map((x) => ({ value: x.type, label: t(`assets.targets.${x.type}`) }))}
              />
            </SegmentGroup.Root>
          )}
          {target && (
            <ReferenceSelect
              key={target.type}
              id={id}
              refName={target.ref}
              value={typeof values[field.key] === 'number' ? (values[field.key] as number) : null}
              initialLabel=""
              invalid={invalid}
              placeholder={t(`assets.pickTarget.${target.type}`)}
              onChange={(next) => onChange(field.key, next)}
              testId="action-target"
              portalled={false}
            />
          )}
        </Stack>
      );
    }
    case 'reference':
      return (
        <ReferenceSelect
          id={id}
          refName={field.ref}
          value={typeof values[field.key] === 'number' ? (values[field.key] as number) : null}
          initialLabel=""
          invalid={invalid}
          onChange={(next) => onChange(field.key, next)}
          testId={`action-ref-${field.key}`}
          portalled={false}
        />
      );
    case 'textarea':
      return <Textarea id={id} rows={3} value={text} onChange={(e) => onChange(field.key, e.target.value)} />;
    case 'integer':
      return (
        <Input
          id={id}
          type="number"
          min={field.min}
          max={field.max?.(row)}
          value={text}
          onChange={(e) => onChange(field.key, e.target.value)}
        />
      );
    case 'date':
      return <DateInput id={id} value={text} invalid={invalid} onChange={(next) => onChange(field.key, next)} />;
    default:
      return <Input id={id} value={text} onChange={(e) => onChange(field.key, e.target.value)} />;
  }
}
