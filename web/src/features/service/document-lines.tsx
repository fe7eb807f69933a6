import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ContractLineRow, Row } from '@cmms/contracts';
import { SimpleTable } from '../../resources/detail/simple-table';
import { bhd } from './money-text';

const fils = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** A quotation's or an invoice's lines and totals as they were saved, above its fields. */
export function DocumentLines({ row }: { row: Row }) {
  const { t } = useTranslation();
  const lines = Array.isArray(row.lines) ? (row.lines as ContractLineRow[]) : [];
  const amount = (value: number) => (
    <Text as="span" dir="ltr" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {bhd(value)}
    </Text>
  );
  return (
    <Stack gap="3" mb="6" data-testid="document-lines">
      <Text fontWeight="semibold">{t('service.lines.title')}</Text>
      <SimpleTable
        testId="document-lines-table"
        emptyText={t('service.lines.empty')}
        rows={lines}
        columns={[
          { key: 'description', label: t('service.lines.description'), render: (l) => l.description },
          { key: 'service', label: t('service.lines.service'), render: (l) => l.service?.name ?? '—' },
          { key: 'quantity', label: t('service.lines.quantity'), render: (l) => l.quantity_text },
          { key: 'unit', label: t('service.lines.unitPrice'), render: (l) => amount(l.unit_price_fils) },
          { key: 'amount', label: t('service.lines.amount'), render: (l) => amount(l.amount_fils) },
        ]}
      />
      <Box alignSelf="flex-end" minW="56">
        {[
          [t('service.lines.subtotal'), row.subtotal_fils],
          [t('service.lines.tax', { rate: fils(row.tax_rate) / 100 }), row.tax_fils],
          [t('service.lines.total'), row.total_fils],
        ].map(([label, value], index) => (
          <HStack key={String(label)} justify="space-between" gap="6" fontWeight={index === 2 ? 'bold' : 'normal'}>
            <Text>{String(label)}</Text>
            {amount(fils(value))}
          </HStack>
        ))}
      </Box>
    </Stack>
  );
}
