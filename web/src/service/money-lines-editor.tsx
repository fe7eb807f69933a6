import { Box, Button, Grid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { formatMoney, formatThousandths, type Row } from '@cmms/contracts';
import type { FormExtraControl } from '../resources/extensions/extension-types';
import { ReferenceSelect } from '../resources/form/reference-select';
import { draftAmount, draftTotals } from '../lib/draft-money';
import { bhd, taxRateOf } from './money-text';

/** A quotation or invoice line as the form holds it and the body sends it. */
export interface ServiceLine {
  description: string;
  quantity: string;
  unit_price: string;
  service_id: number | null;
  /** The service's name, for the select before any search (not sent: the server ignores it). */
  service_name?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A row's lines back into what the editor holds: money and quantities as their three-decimal texts. */
export function linesOf(row: Row | null): ServiceLine[] {
  const lines = row?.lines;
  if (!Array.isArray(lines)) return [];
  return lines.map((raw) => {
    const line = (raw ?? {}) as Record<string, unknown>;
    const service = line.service as { id?: number; name?: string } | null | undefined;
    return {
      description: text(line.description),
      quantity:
        text(line.quantity_text) || (typeof line.quantity === 'number' ? formatThousandths(line.quantity) : '1'),
      unit_price: text(line.unit_price),
      service_id: typeof line.service_id === 'number' ? line.service_id : (service?.id ?? null),
      service_name: service?.name,
    };
  });
}

const COLUMNS = '1fr 12rem 6rem 8rem 8rem 2.5rem';

/**
 * The lines of a service quotation or invoice, edited in the form: description, service, quantity and
 * unit price, each line's amount and the totals with the tax rate typed above, live and exact in fils.
 */
export function MoneyLinesEditor({ id, value, onChange, errors, values }: FormExtraControl) {
  const { t } = useTranslation();
  const lines = Array.isArray(value) ? (value as ServiceLine[]) : [];
  const rate = taxRateOf(values.tax_rate);
  const totals = draftTotals(lines, rate ?? 0);
  const update = (index: number, change: Partial<ServiceLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const label = (key: string) => t(`service.lines.${key}`);

  return (
    <Stack gap="2" id={id} data-testid="service-lines">
      <Grid
        display={{ base: 'none', lg: 'grid' }}
        templateColumns={COLUMNS}
        gap="2"
        px="1"
        fontSize="xs"
        color="fg.muted"
        fontWeight="semibold"
      >
        <Text>{label('description')}</Text>
        <Text>{label('service')}</Text>
        <Text textAlign="end">{label('quantity')}</Text>
        <Text textAlign="end">{label('unitPrice')}</Text>
        <Text textAlign="end">{label('amount')}</Text>
        <span />
      </Grid>
      {lines.map((line, index) => {
        const amount = draftAmount(line);
        const error = (field: string) => errors[`lines.${index}.${field}`];
        return (
          <Grid
            // Lines have no id of their own until saved; their place is their identity in the form.
            key={index}
            templateColumns={{ base: '1fr 1fr', lg: COLUMNS }}
            gap="2"
            p={{ base: '3', lg: '1' }}
            borderWidth={{ base: '1px', lg: '0' }}
            borderRadius="lg"
            alignItems="center"
            data-testid="service-line"
          >
            <Input
              size="sm"
              gridColumn={{ base: 'span 2', lg: 'auto' }}
              placeholder={label('description')}
              aria-label={label('description')}
              aria-invalid={Boolean(error('description'))}
              value={line.description}
              onChange={(e) => update(index, { description: e.target.value })}
              data-testid="line-description"
            />
            <Box gridColumn={{ base: 'span 2', lg: 'auto' }}>
              <ReferenceSelect
                id={`${id}-${index}-service`}
                refName="services"
                value={line.service_id}
                initialLabel={line.service_name ?? ''}
                invalid={Boolean(error('service_id'))}
                placeholder={label('service')}
                onChange={(serviceId, name) => update(index, { service_id: serviceId, service_name: name })}
              />
            </Box>
            <Input
              size="sm"
              inputMode="decimal"
              dir="ltr"
              textAlign="end"
              aria-label={label('quantity')}
              aria-invalid={Boolean(error('quantity')) || draftAmount({ ...line, unit_price: '0' }) === null}
              value={line.quantity}
              onChange={(e) => update(index, { quantity: e.target.value })}
              data-testid="line-quantity"
            />
            <Input
              size="sm"
              inputMode="decimal"
              dir="ltr"
              textAlign="end"
              aria-label={label('unitPrice')}
              aria-invalid={Boolean(error('unit_price')) || draftAmount({ ...line, quantity: '1' }) === null}
              value={line.unit_price}
              onChange={(e) => update(index, { unit_price: e.target.value })}
              data-testid="line-price"
            />
            <Text
              textAlign="end"
              fontVariantNumeric="tabular-nums"
              dir="ltr"
              fontWeight="medium"
              data-testid="line-amount"
            >
              {amount === null ? '—' : formatMoney(amount)}
            </Text>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              justifySelf="end"
              aria-label={label('remove')}
              title={label('remove')}
              onClick={() => onChange(lines.filter((_, at) => at !== index))}
            >
              <LuTrash2 />
            </IconButton>
          </Grid>
        );
      })}
      {lines.length === 0 && <Text color="fg.muted">{label('empty')}</Text>}
      {errors.lines && (
        <Text fontSize="sm" color="fg.error" data-testid="service-lines-error">
          {errors.lines}
        </Text>
      )}
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange([...lines, { description: '', quantity: '1', unit_price: '', service_id: null }])}
          data-testid="line-add"
        >
          <LuPlus />
          {label('add')}
        </Button>
        <Stack
          gap="1"
          w={{ base: 'full', sm: '80' }}
          p="4"
          bg="bg.subtle"
          borderRadius="lg"
          data-testid="service-totals"
        >
          <HStack justify="space-between">
            <Text color="fg.muted">{label('subtotal')}</Text>
            <Text fontVariantNumeric="tabular-nums" dir="ltr" whiteSpace="nowrap" data-testid="lines-subtotal">
              {bhd(totals.subtotal)}
            </Text>
          </HStack>
          <HStack justify="space-between">
            <Text color="fg.muted">{t('service.lines.tax', { rate: rate === null ? '—' : String(rate / 100) })}</Text>
            <Text fontVariantNumeric="tabular-nums" dir="ltr" whiteSpace="nowrap" data-testid="lines-tax">
              {bhd(totals.tax)}
            </Text>
          </HStack>
          <HStack justify="space-between" pt="1" borderTopWidth="1px">
            <Text fontWeight="bold">{label('total')}</Text>
            <Text
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              dir="ltr"
              whiteSpace="nowrap"
              data-testid="lines-total"
            >
              {bhd(totals.total)}
            </Text>
          </HStack>
        </Stack>
      </HStack>
    </Stack>
  );
}

/** The lines as the body sends them: the services' names stay in the form. */
export const linesBody = (value: unknown): unknown =>
  Array.isArray(value)
    ? (value as ServiceLine[]).map(({ description, quantity, unit_price, service_id }) => ({
        description,
        quantity,
        unit_price,
        ...(service_id === null ? {} : { service_id }),
      }))
    : value;
