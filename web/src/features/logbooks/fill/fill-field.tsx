import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Image,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@cmms/contracts/logbooks/check';
import { SignaturePad } from './signature-pad';
import { fallback } from '../../../i18n/keys';

type Schema = Record<string, unknown>;
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** A number field's hard limits and spec band, read from the definition's keywords. */
export function numberRules(schema: Schema) {
  const range = (schema['x-range'] ?? {}) as Schema;
  const action = (schema['x-onOutOfRange'] ?? {}) as Schema;
  return {
    min: num(schema.minimum),
    max: num(schema.maximum),
    low: num(range.low),
    high: num(range.high),
    unit: typeof schema['x-unit'] === 'string' ? schema['x-unit'] : '',
    decimals: num(schema['x-decimals']),
    /** `auto` raises a work order, `prompt` asks the person filling in, anything else only flags. */
    workOrder: action.createWorkOrder === 'auto' || action.createWorkOrder === 'prompt' ? action.createWorkOrder : null,
  };
}

/** What a typed number is against its field: refused by a hard limit, outside the spec band, or fine. */
export function numberState(schema: Schema, value: unknown): 'below-min' | 'above-max' | 'low' | 'high' | null {
  const v = num(value);
  if (v === undefined) return null;
  const r = numberRules(schema);
  if (r.min !== undefined && v < r.min) return 'below-min';
  if (r.max !== undefined && v > r.max) return 'above-max';
  // Equal to a limit counts as in spec, as the server reads it.
  if (r.low !== undefined && v < r.low) return 'low';
  if (r.high !== undefined && v > r.high) return 'high';
  return null;
}

/** A field's label: its title, else its key in words. */
export const fieldLabel = (f: FormField) =>
  typeof f.schema.title === 'string' && f.schema.title
    ? f.schema.title
    : f.key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** A photo from the camera, made small (longest side 1280 px, JPEG) so an entry stays well under the body limit. */
async function photoDataUrl(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const img = new window.Image();
    img.src = url;
    await img.decode();
    const scale = Math.min(1, 1280 / Math.max(img.naturalWidth, img.naturalHeight, 1));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.72);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** One field of the fill screen, sized for a thumb (targets ≥ 44 px), with its live flag and the server's message. */
export function FillField({
  field: f,
  value,
  onChange,
  error,
  raise = false,
  onRaise,
}: {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
  /** A `prompt` reading out of spec: whether the person filling in asked for a work order. */
  raise?: boolean;
  onRaise?: (raise: boolean) => void;
}) {
  const { t } = useTranslation('logbooks');
  const id = `fill-${f.path.replace(/\./g, '-')}`;
  const label = fieldLabel(f);
  const photoInput = useRef<HTMLInputElement>(null);
  // A number is typed as text ("7.", "-"): the text stays as typed, the value is its number once it reads as one.
  const [text, setText] = useState(value === undefined || value === null ? '' : String(value));
  useEffect(() => {
    setText((current) =>
      value === undefined || value === null
        ? current.trim() === '' || Number.isFinite(Number(current.replace(',', '.')))
          ? ''
          : current
        : Number(current.replace(',', '.')) === value
          ? current
          : String(value),
    );
  }, [value]);
  let control: React.ReactNode;
  let note: React.ReactNode = null;
  let liveError: string | undefined;

  switch (f.kind) {
    case 'number':
    case 'meter': {
      const r = numberRules(f.schema);
      const state = numberState(f.schema, value);
      if (state === 'below-min') liveError = t('fill.belowMin', { min: r.min });
      if (state === 'above-max') liveError = t('fill.aboveMax', { max: r.max });
      control = (
        <InputGroup
          endElement={
            r.unit ? (
              <Text color="fg.muted" dir="ltr">
                {r.unit}
              </Text>
            ) : undefined
          }
        >
          <Input
            id={id}
            data-testid={id}
            type="text"
            inputMode="decimal"
            h="12"
            fontSize="lg"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              const typed = e.target.value.replace(',', '.').trim();
              const n = Number(typed);
              onChange(typed === '' ? undefined : Number.isFinite(n) && typed !== '-' ? n : typed);
            }}
          />
        </InputGroup>
      );
      const band =
        r.low !== undefined || r.high !== undefined
          ? // The range reads left to right in every language (an isolate keeps "5.5 – 7.5 °C" whole in Arabic).
            t('fill.band', {
              range: `\u2066${r.low ?? '…'} – ${r.high ?? '…'} ${r.unit}\u2069`.replace(' \u2069', '\u2069'),
            })
          : null;
      note = (
        <Stack gap="1">
          {band && (
            <Text fontSize="sm" color="fg.muted" data-testid={`${id}-band`}>
              {band}
            </Text>
          )}
          {(state === 'low' || state === 'high') && (
            <Text
              fontSize="sm"
              fontWeight="semibold"
              color="orange.fg"
              bg="orange.subtle"
              px="2"
              py="1"
              borderRadius="md"
              role="status"
              data-testid={`${id}-flag`}
            >
              {r.workOrder === 'auto' ? t('fill.outOfSpecWorkOrder') : t('fill.outOfSpec')}
            </Text>
          )}
          {(state === 'low' || state === 'high') && r.workOrder === 'prompt' && (
            <Checkbox.Root
              size="lg"
              minH="11"
              checked={raise}
              onCheckedChange={({ checked }) => onRaise?.(checked === true)}
              data-testid={`${id}-raise`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('fill.raiseWorkOrder')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        </Stack>
      );
      break;
    }
    case 'inspection':
    case 'select': {
      const options = Array.isArray(f.schema.enum) ? (f.schema.enum as string[]) : [];
      if (f.kind === 'inspection') {
        const palette = { pass: 'green', flag: 'orange', fail: 'red' } as Record<string, string>;
        control = (
          <HStack gap="2" role="radiogroup" aria-labelledby={`${id}-label`} data-testid={id}>
            {options.map((o) => (
              <Button
                key={o}
                flex="1"
                minH="12"
                role="radio"
                aria-checked={value === o}
                colorPalette={palette[o] ?? 'gray'}
                variant={value === o ? 'solid' : 'outline'}
                onClick={() => onChange(value === o ? undefined : o)}
                data-testid={`${id}-${o}`}
              >
                {t(`fill.inspection.${o}`, fallback(o))}
              </Button>
            ))}
          </HStack>
        );
        if (value === 'flag' || value === 'fail') note = <Text color="orange.fg">{t('fill.inspectionFlag')}</Text>;
      } else {
        control = (
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              id={id}
              data-testid={id}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => onChange(e.target.value || undefined)}
            >
              <option value="">{t('fill.choose')}</option>
              {options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        );
      }
      break;
    }
    case 'checkbox':
      control = (
        <Checkbox.Root
          checked={value === true}
          onCheckedChange={(e) => onChange(e.checked === true)}
          size="lg"
          minH="11"
          data-testid={id}
        >
          <Checkbox.HiddenInput id={id} />
          <Checkbox.Control />
          <Checkbox.Label>{t('fill.yes')}</Checkbox.Label>
        </Checkbox.Root>
      );
      break;
    case 'date':
    case 'time':
      control = (
        <Input
          id={id}
          data-testid={id}
          type={f.kind}
          h="12"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value || undefined)}
        />
      );
      break;
    case 'photo':
      control = (
        <Stack gap="2">
          <input
            ref={photoInput}
            id={id}
            data-testid={id}
            type="file"
            accept="image/*"
            capture="environment"
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void photoDataUrl(file).then(onChange, () => onChange(undefined));
            }}
          />
          {typeof value === 'string' && value && (
            <Image
              src={value}
              alt={label}
              maxH="48"
              objectFit="contain"
              borderRadius="md"
              data-testid={`${id}-preview`}
            />
          )}
          <HStack>
            <Button flex="1" minH="12" variant="outline" onClick={() => photoInput.current?.click()}>
              {value ? t('fill.retakePhoto') : t('fill.takePhoto')}
            </Button>
            {typeof value === 'string' && value && (
              <Button minH="12" variant="ghost" onClick={() => onChange(undefined)}>
                {t('fill.removePhoto')}
              </Button>
            )}
          </HStack>
        </Stack>
      );
      break;
    case 'signature':
      control = (
        <SignaturePad
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v || undefined)}
          invalid={Boolean(error)}
        />
      );
      break;
    default:
      control = (
        <Textarea
          id={id}
          data-testid={id}
          minH="12"
          rows={2}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        />
      );
  }

  const shownError = error ?? liveError;
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" p="4" data-testid={`field-${f.path}`}>
      <Field.Root invalid={Boolean(shownError)} required={f.required}>
        <Field.Label id={`${id}-label`} htmlFor={id} fontSize="md">
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Box w="full">{control}</Box>
        {note}
        <Field.ErrorText data-testid={`${id}-error`}>{shownError}</Field.ErrorText>
      </Field.Root>
    </Box>
  );
}
