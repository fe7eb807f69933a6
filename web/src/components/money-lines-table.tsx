import type { ReactNode } from 'react';
import { Box, Button, Grid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { formatMoney } from '@cmms/contracts';
import { draftAmount, type DraftMoneyLine } from '../lib/draft-money';
import { bhd } from '../lib/money-format';

/** A priced line as a form holds it: what every money lines table edits. */
export interface MoneyLine extends DraftMoneyLine {
  description: string;
}

/** A column a screen adds to the shared ones (a work-order line's kind, a service line's service). */
export interface MoneyLinesColumn<L extends MoneyLine> {
  key: string;
  header: string;
  /** Its width on a wide screen (a CSS grid track). */
  width: string;
  /** Before the description (else after it). */
  before?: boolean;
  /** Across the card's two columns on a phone. */
  wide?: boolean;
  render: (line: L, index: number, update: (change: Partial<L>) => void) => ReactNode;
}

export interface MoneyLinesLabels {
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  remove: string;
  add: string;
  empty: string;
}

interface MoneyLinesTableProps<L extends MoneyLine> {
  lines: L[];
  onChange: (lines: L[]) => void;
  /** A new empty line for the Add button. */
  newLine: () => L;
  /** A line's identity in the list (its place while lines have no id of their own). */
  lineKey: (line: L, index: number) => string | number;
  labels: MoneyLinesLabels;
  /** Validation texts of the last save, `lines.0.quantity` and `lines` as the server names them. */
  errors: Record<string, string | undefined>;
  columns?: MoneyLinesColumn<L>[];
  editable?: boolean;
  /** Where the lines stop being cards and read as a table. */
  tableFrom?: 'md' | 'lg';
  /** Beside the Add button (the totals, when they sit next to it). */
  footer?: ReactNode;
}

/**
 * Priced lines edited in place: description, quantity, unit price and each line's amount, live and exact
 * in fils (lib/draft-money), with add and remove; a table on a wide screen, one card per line on a phone.
 */
export function MoneyLinesTable<L extends MoneyLine>(props: MoneyLinesTableProps<L>) {
  const { lines, onChange, labels, errors, columns = [], editable = true, tableFrom = 'md' } = props;
  const before = columns.filter((c) => c.before);
  const after = columns.filter((c) => !c.before);
  const template = [...before.map((c) => c.width), '1fr', ...after.map((c) => c.width), '6rem 8rem 8rem 2.5rem'].join(
    ' ',
  );
  const update = (index: number, change: Partial<L>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const extra = (column: MoneyLinesColumn<L>, line: L, index: number) => (
    <Box key={column.key} gridColumn={column.wide ? { base: 'span 2', [tableFrom]: 'auto' } : undefined}>
      {column.render(line, index, (change) => update(index, change))}
    </Box>
  );

  return (
    <Stack gap="2" data-testid="money-lines">
      <Grid
        display={{ base: 'none', [tableFrom]: 'grid' }}
        templateColumns={template}
        gap="2"
        px="1"
        fontSize="xs"
        color="fg.muted"
        fontWeight="semibold"
      >
        {before.map((c) => (
          <Text key={c.key}>{c.header}</Text>
        ))}
        <Text>{labels.description}</Text>
        {after.map((c) => (
          <Text key={c.key}>{c.header}</Text>
        ))}
        <Text textAlign="end">{labels.quantity}</Text>
        <Text textAlign="end">{labels.unitPrice}</Text>
        <Text textAlign="end">{labels.amount}</Text>
        <span />
      </Grid>
      {lines.map((line, index) => {
        const amount = draftAmount(line);
        const error = (field: string) => errors[`lines.${index}.${field}`];
        return (
          <Grid
            key={props.lineKey(line, index)}
            templateColumns={{ base: '1fr 1fr', [tableFrom]: template }}
            gap="2"
            p={{ base: '3', [tableFrom]: '1' }}
            borderWidth={{ base: '1px', [tableFrom]: '0' }}
            borderRadius="lg"
            alignItems="center"
            data-testid="money-line"
          >
            {before.map((c) => extra(c, line, index))}
            <Input
              size="sm"
              gridColumn={{ base: 'span 2', [tableFrom]: 'auto' }}
              // On a phone a card opens with its description.
              order={{ base: -1, [tableFrom]: 0 }}
              placeholder={labels.description}
              aria-label={labels.description}
              aria-invalid={Boolean(error('description'))}
              value={line.description}
              disabled={!editable}
              onChange={(e) => update(index, { description: e.target.value } as Partial<L>)}
              data-testid="line-description"
            />
            {after.map((c) => extra(c, line, index))}
            <Input
              size="sm"
              inputMode="decimal"
              dir="ltr"
              textAlign="end"
              aria-label={labels.quantity}
              aria-invalid={Boolean(error('quantity')) || draftAmount({ ...line, unit_price: '0' }) === null}
              value={line.quantity}
              disabled={!editable}
              onChange={(e) => update(index, { quantity: e.target.value } as Partial<L>)}
              data-testid="line-quantity"
            />
            <Input
              size="sm"
              inputMode="decimal"
              dir="ltr"
              textAlign="end"
              aria-label={labels.unitPrice}
              aria-invalid={Boolean(error('unit_price')) || draftAmount({ ...line, quantity: '1' }) === null}
              value={line.unit_price}
              disabled={!editable}
              onChange={(e) => update(index, { unit_price: e.target.value } as Partial<L>)}
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
                justifySelf="end"
                aria-label={labels.remove}
                title={labels.remove}
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
              >
                <LuTrash2 />
              </IconButton>
            ) : (
              <span />
            )}
          </Grid>
        );
      })}
      {lines.length === 0 && <Text color="fg.muted">{labels.empty}</Text>}
      {errors.lines && (
        <Text fontSize="sm" color="fg.error" data-testid="money-lines-error">
          {errors.lines}
        </Text>
      )}
      {(editable || props.footer) && (
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
          {editable ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChange([...lines, props.newLine()])}
              data-testid="line-add"
            >
              <LuPlus />
              {labels.add}
            </Button>
          ) : (
            <span />
          )}
          {props.footer}
        </HStack>
      )}
    </Stack>
  );
}

/** The totals' rows, top to bottom: the figure each shows, and the total in bold under a rule. */
const TOTAL_ROWS = [
  { key: 'subtotal', testId: 'money-subtotal', bold: false },
  { key: 'tax', testId: 'money-tax', bold: false },
  { key: 'total', testId: 'money-total', bold: true },
] as const;

/** Subtotal, tax and total of priced lines, in BHD with three decimals. */
export function MoneyTotals({
  totals,
  taxLabel,
  labels,
  width = '80',
}: {
  totals: { subtotal: number; tax: number; total: number };
  taxLabel: string;
  labels: { subtotal: string; total: string };
  width?: string;
}) {
  const label = { ...labels, tax: taxLabel };
  return (
    <Stack gap="1" w={{ base: 'full', sm: width }} p="4" bg="bg.subtle" borderRadius="lg" data-testid="money-totals">
      {TOTAL_ROWS.map(({ key, testId, bold }) => (
        <HStack key={key} justify="space-between" {...(bold ? { pt: '1', borderTopWidth: '1px' } : {})}>
          <Text {...(bold ? { fontWeight: 'bold' } : { color: 'fg.muted' })}>{label[key]}</Text>
          <Text
            fontWeight={bold ? 'bold' : undefined}
            fontVariantNumeric="tabular-nums"
            dir="ltr"
            whiteSpace="nowrap"
            data-testid={testId}
          >
            {bhd(totals[key])}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
