import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OCCURRENCE_STATES } from '@cmms/contracts';
import { OCCURRENCE_PALETTE, occurrenceLabelKey } from './occurrence-states';

/** What each colour of the occurrence calendars means. */
export function OccurrenceLegend() {
  const { t } = useTranslation();
  return (
    <Flex gap="3" wrap="wrap" data-testid="occurrence-legend">
      {OCCURRENCE_STATES.map((state) => (
        <Flex key={state} align="center" gap="1.5">
          <Box boxSize="3" borderRadius="sm" bg={`${OCCURRENCE_PALETTE[state]}.solid`} />
          <Text fontSize="xs" color="fg.muted">
            {t(occurrenceLabelKey(state))}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}
