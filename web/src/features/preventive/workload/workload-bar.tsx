import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PersonRow } from '@cmms/contracts';

/**
 * This week's hours against capacity: logged (teal) and planned preventive work (purple) filling the
 * shift hours, the rest free; over capacity the bar is full and red.
 */
export function WorkloadBar({ workload }: { workload: PersonRow['workload'] }) {
  const { t } = useTranslation(['translation', 'preventive']);
  const capacity = workload.capacity_hours_week;
  const busy = workload.logged_hours_week + workload.planned_hours_week;
  const scale = Math.max(capacity, busy, 1);
  const pct = (hours: number) => `${Math.min(100, (hours / scale) * 100)}%`;
  const over = busy > capacity;
  return (
    <Box minW="40" data-testid="workload-bar" data-free={workload.free_hours_week}>
      <Flex h="2.5" borderRadius="full" overflow="hidden" bg="bg.muted">
        <Box w={pct(workload.logged_hours_week)} bg={over ? 'red.solid' : 'teal.solid'} />
        <Box w={pct(workload.planned_hours_week)} bg={over ? 'red.muted' : 'purple.solid'} />
      </Flex>
      {/* One line in the table; on a phone card it wraps rather than run past the edge. */}
      <Text fontSize="xs" color="fg.muted" mt="1" whiteSpace={{ base: 'normal', md: 'nowrap' }}>
        {t('preventive:people.weekHours', {
          logged: workload.logged_hours_week,
          planned: workload.planned_hours_week,
          capacity,
        })}
      </Text>
    </Box>
  );
}
