import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuSave, LuTrash2 } from 'react-icons/lu';
import { QUOTATION_LINE_KINDS, QUOTATION_STATUSES, formatMoney, type Quotation } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useApiQuery } from '../../api/use-api-query';
import { useAppAbility } from '../../auth/use-app-ability';
import { LabeledField } from '../labeled-field';
import { useWorkOrderCall } from '../use-work-order-call';
import type { WorkOrder } from '../work-order-row';
import {
  basisPointsToPercent,
  draftAmount,
  draftTotals,
  percentToBasisPoints,
  type DraftMoneyLine,
} from '../../lib/draft-money';
import { ltr } from '../ltr-text';
import { displayDate } from '../../lib/display-date';
import { bhd } from '../../lib/money-format';

/** A line of the estimate as typed. */
interface DraftLine extends DraftMoneyLine {
  key: string;
  kind: 'labour' | 'part' | 'other';
  description: string;
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
  const { data } = useApiQuery<Quotation>(apiKey('workorders.quotation', { id: workOrder.id }));
  if (!data) return <Skeleton h="40" borderRadius="lg" />;
  if (!('lines' in data)) return null;
  // Keyed by the last save: a fresh answer from the server starts the editor again.
  return <QuotationEditor key={data.updated_at?.datetime ?? 'new'} workOrder={workOrder} quotation={data} />;
}

function QuotationEditor({ workOrder, quotation }: { workOrder: WorkOrder; quotation: Quotation }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const editable = canCallEndpoint(ability, 'workorders.quotation-save');
  const { call, loading, errors } = useWorkOrderCall();
  const [lines, setLines] = useState<DraftLine[]>(() => draftOf(quotation));
  const [tax, setTax] = useState(basisPointsToPercent(quotation.tax_rate));
  const [notes, setNotes] = useState(quotation.notes ?? '');
  const [status, setStatus] = useState(quotation.status);
  const taxBp = percentToBasisPoints(tax);
  const totals = draftTotals(lines, taxBp ?? 0);

  const update = (key: string, change: Partial<DraftLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));

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
          <LabeledField id="quotation-status" label={t('workOrders.quotation.status')} error={errors.status}>
            <NativeSelect.Root disabled={!editable}>
              <NativeSelect.Field
                id="quotation-status"
                value={status}
                onChange={(e) => setStatus(e.target.value as Quotation['status'])}
              >
                {QUOTATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`workOrders.quotation.statuses.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabeledField>
        </Box>
        <Box w={{ base: 'full', sm: '48' }}>
          <LabeledField id="quotation-tax" label={t('workOrders.quotation.taxRate')} error={errors.tax_rate}>
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
            {t('workOrders.quotation.updatedBy', {
              name: quotation.updated_by.name,
              at: quotation.updated_at ? ltr(displayDate(quotation.updated_at) ?? '') : '',
            })}
          </Text>
        )}
      </Flex>
      <Stack gap="2" data-testid="quotation-lines">
        <Grid
          display={{ base: 'none', md: 'grid' }}
          templateColumns="8rem 1fr 6rem 8rem 8rem 2.5rem"
          gap="2"
          px="1"
          fontSize="xs"
          color="fg.muted"
          fontWeight="semibold"
        >
          <Text>{t('workOrders.quotation.kind')}</Text>
          <Text>{t('workOrders.quotation.description')}</Text>
          <Text textAlign="end">{t('workOrders.quotation.quantity')}</Text>
          <Text textAlign="end">{t('workOrders.quotation.unitPrice')}</Text>
          <Text textAlign="end">{t('workOrders.quotation.amount')}</Text>
          <span />
        </Grid>
        {lines.map((line, index) => {
          const amount = draftAmount(line);
          const error = (field: string) => errors[`lines.${index}.${field}`];
          return (
            <Grid
              key={line.key}
              templateColumns={{ base: '1fr 1fr', md: '8rem 1fr 6rem 8rem 8rem 2.5rem' }}
              gap="2"
              p={{ base: '3', md: '1' }}
              borderWidth={{ base: '1px', md: '0' }}
              borderRadius="lg"
              alignItems="center"
              data-testid="quotation-line"
            >
              <NativeSelect.Root size="sm" disabled={!editable}>
                <NativeSelect.Field
                  value={line.kind}
                  aria-label={t('workOrders.quotation.kind')}
                  onChange={(e) => update(line.key, { kind: e.target.value as DraftLine['kind'] })}
                >
                  {QUOTATION_LINE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`workOrders.quotation.kinds.${kind}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Input
                size="sm"
                gridColumn={{ base: 'span 2', md: 'auto' }}
                order={{ base: -1, md: 0 }}
                placeholder={t('workOrders.quotation.description')}
                aria-label={t('workOrders.quotation.description')}
                aria-invalid={Boolean(error('description'))}
                value={line.description}
                disabled={!editable}
                onChange={(e) => update(line.key, { description: e.target.value })}
                data-testid="line-description"
              />
              <Input
                size="sm"
                inputMode="decimal"
                dir="ltr"
                textAlign="end"
                aria-label={t('workOrders.quotation.quantity')}
                aria-invalid={
                  Boolean(error('quantity')) || draftAmount({ quantity: line.quantity, unit_price: '0' }) === null
                }
                value={line.quantity}
                disabled={!editable}
                onChange={(e) => update(line.key, { quantity: e.target.value })}
                data-testid="line-quantity"
              />
              <Input
                size="sm"
                inputMode="decimal"
                dir="ltr"
                textAlign="end"
                aria-label={t('workOrders.quotation.unitPrice')}
                aria-invalid={
                  Boolean(error('unit_price')) || draftAmount({ quantity: '1', unit_price: line.unit_price }) === null
                }
                value={line.unit_price}
                disabled={!editable}
                onChange={(e) => update(line.key, { unit_price: e.target.value })}
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
              {editable ? (
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('workOrders.remove')}
                  title={t('workOrders.remove')}
                  onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}
                >
                  <LuTrash2 />
                </IconButton>
              ) : (
                <span />
              )}
            </Grid>
          );
        })}
        {lines.length === 0 && <Text color="fg.muted">{t('workOrders.quotation.empty')}</Text>}
        {errors.lines && (
          <Text fontSize="sm" color="fg.error" data-testid="quotation-lines-error">
            {errors.lines}
          </Text>
        )}
        {editable && (
          <Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                setLines((current) => [
                  ...current,
                  { key: newKey(), kind: 'labour', description: '', quantity: '1', unit_price: '' },
                ])
              }
              data-testid="line-add"
            >
              <LuPlus />
              {t('workOrders.quotation.addLine')}
            </Button>
          </Box>
        )}
      </Stack>
      <Stack
        gap="1"
        ms="auto"
        w={{ base: 'full', sm: '96' }}
        p="4"
        bg="bg.subtle"
        borderRadius="lg"
        data-testid="quotation-totals"
      >
        <HStack justify="space-between">
          <Text color="fg.muted">{t('workOrders.quotation.subtotal')}</Text>
          <Text fontVariantNumeric="tabular-nums" dir="ltr" whiteSpace="nowrap" data-testid="quotation-subtotal">
            {bhd(totals.subtotal)}
          </Text>
        </HStack>
        <HStack justify="space-between">
          <Text color="fg.muted">
            {t('workOrders.quotation.tax', { rate: taxBp === null ? '—' : basisPointsToPercent(taxBp) })}
          </Text>
          <Text fontVariantNumeric="tabular-nums" dir="ltr" whiteSpace="nowrap" data-testid="quotation-tax-amount">
            {bhd(totals.tax)}
          </Text>
        </HStack>
        <HStack justify="space-between" pt="1" borderTopWidth="1px">
          <Text fontWeight="bold">{t('workOrders.quotation.total')}</Text>
          <Text
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            dir="ltr"
            whiteSpace="nowrap"
            data-testid="quotation-total"
          >
            {bhd(totals.total)}
          </Text>
        </HStack>
      </Stack>
      <LabeledField id="quotation-notes" label={t('workOrders.quotation.notes')} error={errors.notes}>
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
              {t('workOrders.quotation.threeDecimals')}
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
