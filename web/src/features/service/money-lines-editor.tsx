import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatThousandths, type Row } from '@cmms/contracts';
import type { FormExtraControl } from '../../resources/extensions/extension-types';
import { ReferenceSelect } from '../../resources/form/reference-select';
import { draftTotals } from '../../lib/draft-money';
import { MoneyLinesTable, MoneyTotals, type MoneyLinesColumn } from '../../components/money-lines-table';
import { taxRateOf } from './money-text';
import type { SubKey } from '../../i18n/keys';

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

/**
 * The lines of a service quotation or invoice, edited in the form: description, service, quantity and
 * unit price, each line's amount and the totals with the tax rate typed above, live and exact in fils.
 */
export function MoneyLinesEditor({ id, value, onChange, errors, values }: FormExtraControl) {
  const { t } = useTranslation();
  const lines = Array.isArray(value) ? (value as ServiceLine[]) : [];
  const rate = taxRateOf(values.tax_rate);
  const label = (key: SubKey<'service.lines'>) => t(`service.lines.${key}`);
  const service: MoneyLinesColumn<ServiceLine> = {
    key: 'service',
    header: label('service'),
    width: '12rem',
    wide: true,
    render: (line, index, update) => (
      <ReferenceSelect
        id={`${id}-${index}-service`}
        refName="services"
        value={line.service_id}
        initialLabel={line.service_name ?? ''}
        invalid={Boolean(errors[`lines.${index}.service_id`])}
        placeholder={label('service')}
        onChange={(serviceId, name) => update({ service_id: serviceId, service_name: name })}
      />
    ),
  };

  return (
    <Box id={id} w="full" data-testid="service-lines">
      <MoneyLinesTable
        lines={lines}
        onChange={onChange}
        newLine={() => ({ description: '', quantity: '1', unit_price: '', service_id: null })}
        // Lines have no id of their own until saved; their place is their identity in the form.
        lineKey={(_, index) => index}
        labels={{
          description: label('description'),
          quantity: label('quantity'),
          unitPrice: label('unitPrice'),
          amount: label('amount'),
          remove: label('remove'),
          add: label('add'),
          empty: label('empty'),
        }}
        errors={errors}
        columns={[service]}
        tableFrom="lg"
        footer={
          <MoneyTotals
            totals={draftTotals(lines, rate ?? 0)}
            taxLabel={t('service.lines.tax', { rate: rate === null ? '—' : String(rate / 100) })}
            labels={{ subtotal: label('subtotal'), total: label('total') }}
          />
        }
      />
    </Box>
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
