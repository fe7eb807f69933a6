import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuSave } from 'react-icons/lu';
import { QUOTATION_LINE_KINDS, QUOTATION_STATUSES, type Quotation } from '@cmms/contracts';
import { apiKey } from '../../../api/api-key';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useApiQuery } from '../../../api/use-api-query';
import { useAppAbility } from '../../../auth/use-app-ability';
import { LabeledField } from '../../../components/labeled-field';
import { useWorkOrderCall } from '../use-work-order-call';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { basisPointsToPercent, draftAmount, draftTotals, percentToBasisPoints } from '../../../lib/draft-money';
import {
  MoneyLinesTable,
  MoneyTotals,
  type MoneyLine,
  type MoneyLinesColumn,
} from '../../../components/money-lines-table';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';
import { TabLoadFailed } from './tab-load-failed';

/** A line of the estimate as typed. */
interface DraftLine extends MoneyLine {
  key: string;
  kind: 'labour' | 'part' | 'other';
}

let nextKey = 0;
const newKey = () => `line-${++nextKey}`;

const draftOf = (q: Quotation): DraftLine[] =>
  q.lines.map((line) => ({
    key: newKey(),
    kind: line.kind,
    description: line.description,
    quantity: line.quantity_text,
    unit_price: line.unit_price,
  }));

/** The estimate: labour, parts and other lines, VAT, totals in BHD with three decimals. */
export default function QuotationTab({ workOrder }: { workOrder: WorkOrder }) {
  const { data, error, mutate } = useApiQuery<Quotation>(apiKey('workorders.quotation', { id: workOrder.id }));
  if (!data && error) return <TabLoadFailed error={error} retry={() => void mutate()} />;
  if (!data) return <Skeleton h="40" borderRadius="lg" />;
  if (!('lines' in data)) return null;
  // Keyed by the last save: a fresh answer from the server starts the editor again.
  return <QuotationEditor key={data.updated_at?.datetime ?? 'new'} workOrder={workOrder} quotation={data} />;
}

function QuotationEditor({ workOrder, quotation }: { workOrder: WorkOrder; quotation: Quotation }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const ability = useAppAbility();
  const editable = canCallEndpoint(ability, 'workorders.quotation-save');
  const { call, loading, errors } = useWorkOrderCall();
  const [lines, setLines] = useState<DraftLine[]>(() => draftOf(quotation));
  const [tax, setTax] = useState(basisPointsToPercent(quotation.tax_rate));
  const [notes, setNotes] = useState(quotation.notes ?? '');
  const [status, setStatus] = useState(quotation.status);
  const taxBp = percentToBasisPoints(tax);
  const totals = draftTotals(lines, taxBp ?? 0);

  const kindColumn: MoneyLinesColumn<DraftLine> = {
    key: 'kind',
    header: t('work-orders:quotation.kind'),
    width: '8rem',
    before: true,
    render: (line, _, update) => (
      <NativeSelect.Root size="sm" disabled={!editable}>
        <NativeSelect.Field
          value={line.kind}
          aria-label={t('work-orders:quotation.kind')}
          onChange={(e) => update({ kind: e.target.value as DraftLine['kind'] })}
        >
          {QUOTATION_LINE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`work-orders:quotation.kinds.${kind}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    ),
  };

  const save = () =>
    call(
      'workorders.quotation-save',
      { id: workOrder.id },
      {
        method: 'PUT',
        body: {
          tax_rate: taxBp ?? tax,
          notes,
          status,
          lines: lines.map(({ kind, description, quantity, unit_price }) => ({
            kind,
            description,
            quantity,
            unit_price,
          })),
        },
      },
    );

  return (
    <Stack gap="5" data-testid="work-order-quotation">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Box w={{ base: 'full', sm: '48' }}>
          <LabeledField id="quotation-status" label={t('work-orders:quotation.status')} error={errors.status}>
            <NativeSelect.Root disabled={!editable}>
              <NativeSelect.Field
                id="quotation-status"
                value={status}
                onChange={(e) => setStatus(e.target.value as Quotation['status'])}
              >
                {QUOTATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`work-orders:quotation.statuses.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabeledField>
        </Box>
        <Box w={{ base: 'full', sm: '48' }}>
          <LabeledField id="quotation-tax" label={t('work-orders:quotation.taxRate')} error={errors.tax_rate}>
            <Input
              id="quotation-tax"
              inputMode="decimal"
              dir="ltr"
              value={tax}
              disabled={!editable}
              onChange={(e) => setTax(e.target.value)}
            />
          </LabeledField>
        </Box>
        {quotation.updated_by && (
          <Text fontSize="xs" color="fg.muted" pb="2">
            {t('work-orders:quotation.updatedBy', {
              name: quotation.updated_by.name,
              at: quotation.updated_at ? ltr(displayDate(quotation.updated_at) ?? '') : '',
            })}
          </Text>
        )}
      </Flex>
      <MoneyLinesTable
        lines={lines}
        onChange={setLines}
        newLine={(): DraftLine => ({ key: newKey(), kind: 'labour', description: '', quantity: '1', unit_price: '' })}
        lineKey={(line) => line.key}
        labels={{
          description: t('work-orders:quotation.description'),
          quantity: t('work-orders:quotation.quantity'),
          unitPrice: t('work-orders:quotation.unitPrice'),
          amount: t('work-orders:quotation.amount'),
          remove: t('workOrders.remove'),
          add: t('work-orders:quotation.addLine'),
          empty: t('work-orders:quotation.empty'),
        }}
        errors={errors}
        columns={[kindColumn]}
        editable={editable}
      />
      <Box ms="auto" w={{ base: 'full', sm: '96' }}>
        <MoneyTotals
          totals={totals}
          width="96"
          taxLabel={t('work-orders:quotation.tax', { rate: taxBp === null ? '—' : basisPointsToPercent(taxBp) })}
          labels={{ subtotal: t('work-orders:quotation.subtotal'), total: t('work-orders:quotation.total') }}
        />
      </Box>
      <LabeledField id="quotation-notes" label={t('work-orders:quotation.notes')} error={errors.notes}>
        <Textarea
          id="quotation-notes"
          rows={3}
          value={notes}
          disabled={!editable}
          onChange={(e) => setNotes(e.target.value)}
        />
      </LabeledField>
      {editable && (
        <HStack justify="flex-end">
          {lines.some((line) => draftAmount(line) === null) && (
            <Badge colorPalette="orange" variant="subtle">
              {t('work-orders:quotation.threeDecimals')}
            </Badge>
          )}
          <Button colorPalette="teal" loading={loading} onClick={() => void save()} data-testid="quotation-save">
            <LuSave />
            {t('form.save')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
