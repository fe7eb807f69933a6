import { Box, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScheduleRow } from '@cmms/contracts';
import { workOrderPath } from '../../work-order-common/work-order-paths';
import { OCCURRENCE_PALETTE, occurrenceLabelKey } from './occurrence-states';

/**
 * One occurrence on a calendar, coloured by its state; one that has a work order opens it. `roomy`
 * draws a thumb-sized row (a phone's day list, a week column).
 */
export function OccurrenceChip({
  row,
  roomy,
  showPlan = true,
}: {
  row: ScheduleRow;
  roomy?: boolean;
  showPlan?: boolean;
}) {
  const { t } = useTranslation();
  const palette = OCCURRENCE_PALETTE[row.state];
  const what = showPlan ? row.scheduler.name : (row.asset?.name ?? row.scheduler.name);
  const where = showPlan && row.asset ? ` · ${row.asset.name}` : '';
  const title = `${t(occurrenceLabelKey(row.state))} · ${row.scheduler.name}${row.asset ? ` · ${row.asset.name}` : ''}${row.work_order?.number ? ` · ${row.work_order.number}` : ''}`;
  const chip = (
    <Box
      px="1.5"
      py={roomy ? { base: '2', md: '1' } : '0.5'}
      borderRadius="sm"
      fontSize={roomy ? 'sm' : 'xs'}
      borderStartWidth="3px"
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      borderStartColor={`${palette}.solid`}
      _hover={row.work_order ? { filter: 'brightness(0.95)', textDecoration: 'underline' } : undefined}
      title={title}
      data-testid="occurrence"
      data-state={row.state}
      data-work-order={row.work_order?.id ?? ''}
    >
      <Text lineClamp={roomy ? 2 : 1}>
        {what}
        {roomy ? where : ''}
      </Text>
    </Box>
  );
  return row.work_order ? (
    <Link to={workOrderPath(row.work_order.id)} aria-label={title}>
      {chip}
    </Link>
  ) : (
    chip
  );
}
