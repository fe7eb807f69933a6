import { Box, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { STATE_PALETTE } from '../../../work-order-common/state-palette';
import { workOrderPath } from '../../../work-order-common/work-order-paths';
import type { WorkOrder } from '../../../work-order-common/work-order-row';

export type ColourBy = 'priority' | 'state';

/** A work order on the calendar, coloured by its priority's colour or its state's palette; opens it. */
export function CalendarEvent({
  workOrder: w,
  colourBy,
  withTime,
}: {
  workOrder: WorkOrder;
  colourBy: ColourBy;
  withTime?: boolean;
}) {
  const palette = STATE_PALETTE[w.state];
  const priorityColour = w.priority?.color ?? undefined;
  return (
    <Link to={workOrderPath(w.id)} data-testid="calendar-event" data-id={w.id}>
      <Box
        px="1.5"
        // In the day's list (phones) each entry is a thumb-sized row.
        py={withTime ? { base: '2', md: '0.5' } : '0.5'}
        borderRadius="sm"
        fontSize={withTime ? { base: 'sm', md: 'xs' } : 'xs'}
        borderStartWidth="3px"
        bg={colourBy === 'state' ? `${palette}.subtle` : 'bg.muted'}
        color={colourBy === 'state' ? `${palette}.fg` : 'fg'}
        borderStartColor={colourBy === 'state' ? `${palette}.solid` : (priorityColour ?? 'border')}
        outline={w.overdue ? '1px solid' : undefined}
        outlineColor="red.solid"
        _hover={{ filter: 'brightness(0.95)', textDecoration: 'underline' }}
        title={`${w.number} · ${w.title}`}
      >
        <Text lineClamp={1}>
          {/* The gap follows the page's direction, the time reads left to right inside it. */}
          {withTime && w.due_at ? (
            <Text as="span" fontWeight="semibold" me="1.5">
              <bdi dir="ltr">{w.due_at.datetime.slice(11, 16)}</bdi>
            </Text>
          ) : null}
          <bdi>{w.title}</bdi>
        </Text>
      </Box>
    </Link>
  );
}
