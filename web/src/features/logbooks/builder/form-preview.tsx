import { useState } from 'react';
import {
  Badge,
  Box,
  Checkbox,
  Field,
  Flex,
  Heading,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCamera, LuGauge, LuPenLine } from 'react-icons/lu';
import { fieldTitle, type BuilderField, type BuilderForm } from './model';

const numberOf = (value: string): number | undefined => {
  const n = Number(value.trim().replace(',', '.'));
  return value.trim() === '' || !Number.isFinite(n) ? undefined : n;
};

/** "5–8 °C", "≥ 5 °C", "≤ 8 °C", or null when neither end is set. */
function bounds(low: string, high: string, unit: string): string | null {
  const lo = numberOf(low);
  const hi = numberOf(high);
  const u = unit ? ` ${unit}` : '';
  if (lo !== undefined && hi !== undefined) return `${lo}–${hi}${u}`;
  if (lo !== undefined) return `≥ ${lo}${u}`;
  if (hi !== undefined) return `≤ ${hi}${u}`;
  return null;
}

/** One field as the filler sees it; values typed here stay in the preview (nothing is stored). */
function PreviewField({ field }: { field: BuilderField }) {
  const { t } = useTranslation('logbooks');
  const [value, setValue] = useState('');
  const id = `preview-${field.id}`;
  const label = fieldTitle(field, t('builder.untitledField'));
  const numeric = field.kind === 'number' || field.kind === 'meter';
  const spec = numeric ? bounds(field.low, field.high, field.unit) : null;
  const limits = numeric ? bounds(field.min, field.max, field.unit) : null;
  const typed = numeric ? numberOf(value) : undefined;
  const lo = numberOf(field.low);
  const hi = numberOf(field.high);
  const outOfSpec = typed !== undefined && ((lo !== undefined && typed < lo) || (hi !== undefined && typed > hi));

  let control;
  switch (field.kind) {
    case 'number':
    case 'meter':
      control = (
        <InputGroup
          startElement={field.kind === 'meter' ? <LuGauge aria-hidden /> : undefined}
          endElement={
            field.unit ? (
              <Text fontSize="sm" dir="auto">
                {field.unit}
              </Text>
            ) : undefined
          }
        >
          <Input
            id={id}
            inputMode="decimal"
            dir="ltr"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={outOfSpec || undefined}
          />
        </InputGroup>
      );
      break;
    case 'select':
      control = (
        <NativeSelect.Root>
          <NativeSelect.Field id={id} defaultValue="">
            <option value="">{t('builder.preview.choose')}</option>
            {field.options
              .map((o) => o.trim())
              .filter(Boolean)
              .map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
      break;
    case 'inspection':
      control = (
        <Flex w="full" gap="2" role="radiogroup" aria-labelledby={`${id}-label`}>
          {(['pass', 'flag', 'fail'] as const).map((o) => (
            <Box
              as="label"
              key={o}
              flex="1"
              textAlign="center"
              borderWidth="1px"
              borderRadius="md"
              py="2"
              cursor="pointer"
              colorPalette={o === 'pass' ? 'green' : o === 'flag' ? 'orange' : 'red'}
              bg={value === o ? 'colorPalette.subtle' : undefined}
              borderColor={value === o ? 'colorPalette.solid' : undefined}
            >
              <input
                type="radio"
                name={id}
                value={o}
                checked={value === o}
                onChange={() => setValue(o)}
                style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
              />
              {t(`builder.inspection.${o}`)}
            </Box>
          ))}
        </Flex>
      );
      break;
    case 'checkbox':
      control = (
        <Checkbox.Root>
          <Checkbox.HiddenInput id={id} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      );
      break;
    case 'date':
      control = <Input id={id} type="date" dir="ltr" />;
      break;
    case 'time':
      control = <Input id={id} type="time" dir="ltr" />;
      break;
    case 'photo':
      control = (
        <Flex
          w="full"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="md"
          p="4"
          gap="2"
          align="center"
          justify="center"
          color="fg.muted"
        >
          <LuCamera aria-hidden />
          <Text fontSize="sm">{t('builder.preview.photo')}</Text>
        </Flex>
      );
      break;
    case 'signature':
      control = (
        <Flex
          w="full"
          borderWidth="1px"
          borderRadius="md"
          h="24"
          p="2"
          gap="2"
          align="flex-end"
          color="fg.muted"
          bg="bg.subtle"
        >
          <LuPenLine aria-hidden />
          <Text fontSize="sm">{t('builder.preview.signature')}</Text>
        </Flex>
      );
      break;
    default:
      control = <Input id={id} value={value} onChange={(e) => setValue(e.target.value)} />;
  }

  return (
    <Field.Root required={field.required} data-testid={`preview-field-${field.key}`}>
      {field.kind !== 'checkbox' && (
        <Field.Label id={`${id}-label`} htmlFor={id}>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      {control}
      {(spec || limits) && (
        <Flex gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
          {spec && (
            <Text>
              {t('builder.preview.spec')} <span dir="ltr">{spec}</span>
            </Text>
          )}
          {limits && (
            <Text>
              {t('builder.preview.limits')} <span dir="ltr">{limits}</span>
            </Text>
          )}
        </Flex>
      )}
      {outOfSpec && (
        <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start">
          {t('builder.preview.outOfSpec')}
        </Badge>
      )}
      {field.help.trim() && <Field.HelperText>{field.help}</Field.HelperText>}
    </Field.Root>
  );
}

/** The form as it will be filled: sections in order, their fields in order, with units, ranges and help. */
export function FormPreview({ form }: { form: BuilderForm }) {
  const { t } = useTranslation('logbooks');
  return (
    <Stack gap="5" data-testid="builder-preview" aria-label={t('builder.preview.title')} role="region">
      <Heading size="md">{form.name.trim() || t('builder.untitledForm')}</Heading>
      {form.sections.length === 0 && <Text color="fg.muted">{t('builder.preview.empty')}</Text>}
      {form.sections.map((section) => (
        <Stack
          as="fieldset"
          key={section.id}
          gap="4"
          borderWidth="1px"
          borderRadius="lg"
          p="4"
          data-testid={`preview-section-${section.key}`}
        >
          <Heading as="legend" size="sm" px="1">
            {section.title.trim() || t('builder.untitledSection')}
          </Heading>
          {section.fields.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('builder.preview.noFields')}
            </Text>
          )}
          {section.fields.map((field) => (
            <PreviewField key={field.id} field={field} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
