import { lazy, Suspense } from 'react';
import { Input, NativeSelect, Skeleton, Switch, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FieldDecl, PermissionMap } from '@cmms/contracts';
import { optionLabelKey } from '../enum-option';
import type { NamedRef } from '../named-refs';
import { storedPermissions } from '../../permissions/permission-values';
import { DateInput } from '../../components/date-input';
import { ColorInput } from './color-input';
import type { Query } from '../../api/query';
import type { FormValue } from './form-values';
import { MultiReferenceSelect } from './multi-reference-select';
import { ReferenceSelect } from './reference-select';

/** Only the groups' and users' forms edit permissions: the matrix (accordions, radios) loads with them. */
const PermissionMatrix = lazy(() =>
  import('../../permissions/permission-matrix').then((m) => ({ default: m.PermissionMatrix })),
);

/** Widgets of a few forms only (users' passwords, schedulers' weekdays and dates): each loads with its first field. */
const PasswordInput = lazy(() => import('./password-input').then((m) => ({ default: m.PasswordInput })));
const WeekdayPicker = lazy(() => import('./weekday-picker').then((m) => ({ default: m.WeekdayPicker })));
const DateListInput = lazy(() => import('./date-list-input').then((m) => ({ default: m.DateListInput })));

const INPUT_TYPE: Partial<Record<FieldDecl['kind'], string>> = {
  text: 'text',
  email: 'email',
  url: 'url',
  phone: 'tel',
  integer: 'number',
  number: 'number',
};

/** Left-to-right even in Arabic: addresses, phone numbers and amounts read that way. */
const LTR_KINDS = new Set<FieldDecl['kind']>(['email', 'url', 'phone', 'money']);

/** One widget per field kind (spec issue item 7). */
export function FieldWidget({
  resource,
  fieldKey,
  field,
  value,
  label,
  refs,
  invalid,
  onChange,
  confirmation,
  confirmationError,
  error,
  onConfirmationChange,
  narrow,
  narrowHint,
  portalled,
}: {
  resource: string;
  fieldKey: string;
  field: FieldDecl;
  value: FormValue;
  label: string;
  /** Names of the current reference choice(s), from the row. */
  refs: NamedRef[];
  invalid: boolean;
  onChange: (value: FormValue) => void;
  /** Passwords with `confirm`: the confirmation's value and error. */
  confirmation?: string;
  confirmationError?: string;
  /** The field's own message, for widgets that place it themselves (passwords). */
  error?: string;
  onConfirmationChange?: (value: string) => void;
  /** A narrowed reference's list filter (`narrowQuery`): null while the field it follows is empty. */
  narrow?: Query | null;
  /** What the select says while it has nothing to offer yet ("Choose a customer first"). */
  narrowHint?: string;
  /** Inside a dialog the selects' lists stay in the dialog's layer. */
  portalled?: boolean;
}) {
  const { t } = useTranslation();
  const id = `field-${fieldKey}`;
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  // A list kept in text is edited as the list it is.
  if ((field.kind === 'text' || field.kind === 'textarea') && field.listOf) {
    return (
      <Suspense fallback={<Skeleton height="10" />}>
        {field.listOf === 'weekdays' ? (
          <WeekdayPicker id={id} value={text} onChange={onChange} />
        ) : (
          <DateListInput id={id} value={text} onChange={onChange} />
        )}
      </Suspense>
    );
  }
  switch (field.kind) {
    case 'textarea':
      return (
        <Textarea id={id} name={fieldKey} value={text} rows={4} autoresize onChange={(e) => onChange(e.target.value)} />
      );
    case 'color':
      return <ColorInput id={id} value={text} label={label} onChange={onChange} />;
    case 'boolean':
      return (
        <Switch.Root
          id={id}
          name={fieldKey}
          colorPalette="teal"
          checked={value === true}
          onCheckedChange={({ checked }) => onChange(checked)}
          data-testid={`switch-${fieldKey}`}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label color="fg.muted">{value === true ? t('common.yes') : t('common.no')}</Switch.Label>
        </Switch.Root>
      );
    case 'enum':
      return (
        <NativeSelect.Root>
          <NativeSelect.Field id={id} name={fieldKey} value={text} onChange={(e) => onChange(e.target.value)}>
            <option value="">{t('form.selectPlaceholder')}</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {t(optionLabelKey(resource, fieldKey, option))}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'reference':
      return (
        <ReferenceSelect
          id={id}
          refName={field.ref}
          value={typeof value === 'number' ? value : null}
          initialLabel={refs[0]?.name ?? ''}
          invalid={invalid}
          onChange={onChange}
          narrow={narrow}
          placeholder={narrow === null ? narrowHint : undefined}
          portalled={portalled}
        />
      );
    case 'multi-reference':
      return (
        <MultiReferenceSelect
          id={id}
          refName={field.ref}
          value={Array.isArray(value) ? value : []}
          initialRefs={refs}
          invalid={invalid}
          onChange={onChange}
          narrow={narrow}
          placeholder={narrow === null ? narrowHint : undefined}
          portalled={portalled}
        />
      );
    case 'permissions':
      return (
        <Suspense fallback={<Skeleton height="40" />}>
          <PermissionMatrix
            id={id}
            value={
              typeof value === 'object' && value !== null && !Array.isArray(value)
                ? value
                : storedPermissions(null, field.newRecordDefault)
            }
            onChange={(next: PermissionMap) => onChange(next)}
          />
        </Suspense>
      );
    case 'password':
      return (
        <Suspense fallback={<Skeleton height="10" />}>
          <PasswordInput
            id={id}
            fieldKey={fieldKey}
            value={text}
            confirmation={confirmation ?? ''}
            withConfirmation={Boolean(field.confirm)}
            confirmationError={confirmationError}
            error={error}
            onChange={(next, nextConfirmation) => {
              onChange(next);
              if (nextConfirmation !== (confirmation ?? '')) onConfirmationChange?.(nextConfirmation);
            }}
          />
        </Suspense>
      );
    case 'date':
      return <DateInput id={id} name={fieldKey} value={text} invalid={invalid} onChange={onChange} />;
    case 'datetime':
      return <DateInput id={id} name={fieldKey} value={text} invalid={invalid} onChange={onChange} kind="dateTime" />;
    default:
      return (
        <Input
          id={id}
          name={fieldKey}
          type={INPUT_TYPE[field.kind] ?? 'text'}
          dir={LTR_KINDS.has(field.kind) ? 'ltr' : undefined}
          min={field.kind === 'integer' || field.kind === 'number' ? field.min : undefined}
          max={field.kind === 'integer' || field.kind === 'number' ? field.max : undefined}
          step={field.kind === 'number' ? 'any' : undefined}
          maxLength={'max' in field && field.kind !== 'integer' && field.kind !== 'number' ? field.max : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
