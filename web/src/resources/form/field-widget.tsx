import { Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FieldDecl } from '@cmms/contracts';
import { optionLabelKey } from '../enum-option';
import { ColorInput } from './color-input';
import type { FormValue } from './form-values';
import { ReferenceSelect } from './reference-select';

const INPUT_TYPE: Partial<Record<FieldDecl['kind'], string>> = {
  text: 'text',
  email: 'email',
  url: 'url',
  phone: 'tel',
  integer: 'number',
  number: 'number',
  date: 'date',
};

/** Left-to-right even in Arabic: addresses and phone numbers read that way. */
const LTR_KINDS = new Set<FieldDecl['kind']>(['email', 'url', 'phone']);

/** One widget per field kind (spec issue item 7). */
export function FieldWidget({
  resource,
  fieldKey,
  field,
  value,
  label,
  referenceLabel,
  invalid,
  onChange,
}: {
  resource: string;
  fieldKey: string;
  field: FieldDecl;
  value: FormValue;
  label: string;
  referenceLabel: string;
  invalid: boolean;
  onChange: (value: FormValue) => void;
}) {
  const { t } = useTranslation();
  const id = `field-${fieldKey}`;
  const text = typeof value === 'string' ? value : value === null || typeof value === 'boolean' ? '' : String(value);
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
          initialLabel={referenceLabel}
          invalid={invalid}
          onChange={onChange}
        />
      );
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
          maxLength={
            field.kind !== 'integer' && field.kind !== 'number' && field.kind !== 'date' ? field.max : undefined
          }
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
