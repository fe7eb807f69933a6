import { lazy, useMemo } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChartFrame } from '../../../components/charts/chart-frame';
import type { ChartPoint } from '../../../components/charts/chart-types';
import { workOrderPath } from '../../../work-order-common/work-order-paths';
import { HistoryChartContext, type HistoryChartExtras } from './history-chart-context';
import { valueAt, type NumericField, type SubmissionRow } from './review-api';

const HistoryDrawing = lazy(() => import('./history-drawing').then((m) => ({ default: m.HistoryDrawing })));

/**
 * A numeric field's readings over time in the console's chart frame (its width, its table of values for
 * screen readers), with the spec band and the flagged readings, each linking the work order it raised.
 */
export function HistoryChart({ field, rows }: { field: NumericField; rows: readonly SubmissionRow[] }) {
  const { t } = useTranslation('logbooks');
  const navigate = useNavigate();
  const chronological = useMemo(() => [...rows].reverse(), [rows]);
  const points: ChartPoint[] = chronological.map((s) => {
    const v = valueAt(s.data, field.path);
    return {
      key: String(s.id),
      label: s.slot_due_at?.formatted ?? s.received_at?.formatted ?? String(s.id),
      value: typeof v === 'number' ? v : null,
      palette: s.flags[field.path] ? 'red' : undefined,
    };
  });
  const flaggedRows = chronological.filter((s) => s.flags[field.path]);
  const extras: HistoryChartExtras = {
    low: field.low,
    high: field.high,
    unit: field.unit,
    flagged: new Map(
      flaggedRows.map((s) => {
        const wo = s.work_orders.find((w) => w.field === field.path);
        return [String(s.id), { href: wo ? workOrderPath(wo.id) : null, number: wo?.number ?? null }];
      }),
    ),
    go: (href) => void navigate(href),
  };
  const title = field.unit ? `${field.title} (${field.unit})` : field.title;
  return (
    <Box data-testid="history-chart-box">
      <Flex gap="4" wrap="wrap" fontSize="sm" color="fg.muted" mb="2">
        {field.low !== null && field.high !== null && (
          <Text>{t('history.band', { low: field.low, high: field.high, unit: field.unit ?? '' })}</Text>
        )}
        <Text>{t('history.flaggedCount', { count: flaggedRows.length })}</Text>
      </Flex>
      <HistoryChartContext.Provider value={extras}>
        <ChartFrame
          Drawing={HistoryDrawing}
          points={points}
          title={title}
          palette="teal"
          height={240}
          testId="history-chart"
        />
      </HistoryChartContext.Provider>
      {flaggedRows.length > 0 && (
        <Box mt="3">
          <Text fontWeight="semibold" fontSize="sm" mb="1">
            {t('history.flaggedPoints')}
          </Text>
          <Flex
            as="ul"
            listStyleType="none"
            direction="column"
            gap="1"
            fontSize="sm"
            data-testid="history-flagged-list"
          >
            {flaggedRows
              .slice(-8)
              .reverse()
              .map((s) => {
                const wo = s.work_orders.find((w) => w.field === field.path);
                const v = valueAt(s.data, field.path);
                return (
                  <Flex as="li" key={s.id} gap="2" wrap="wrap">
                    <Text color="red.fg" fontWeight="medium">
                      {String(v)}
                      {field.unit ? ` ${field.unit}` : ''}
                    </Text>
                    <Text color="fg.muted">{s.received_at?.formatted}</Text>
                    {wo ? (
                      <Link to={workOrderPath(wo.id)} data-testid="history-work-order-link">
                        <Text color="teal.fg" textDecoration="underline">
                          {t('history.raised', { number: wo.number })}
                        </Text>
                      </Link>
                    ) : (
                      <Text color="fg.subtle">{t('history.noWorkOrder')}</Text>
                    )}
                  </Flex>
                );
              })}
          </Flex>
        </Box>
      )}
    </Box>
  );
}
