import { Badge, Flex, Text } from '@chakra-ui/react';
import type { PersonRow } from '@cmms/contracts';
import { useVocabularyName } from '../../../lib/vocabulary-name';

/** Open work by priority: a chip per priority in its own colour, with the count. */
export function OpenByPriority({ workload }: { workload: PersonRow['workload'] }) {
  const named = useVocabularyName();
  if (workload.open === 0) return <Text color="fg.subtle">0</Text>;
  return (
    <Flex gap="1" wrap="wrap" data-testid="open-by-priority" data-open={workload.open}>
      <Text fontWeight="semibold" me="1">
        {workload.open}
      </Text>
      {workload.by_priority.map((p) => (
        <Badge
          key={p.id}
          size="sm"
          variant="outline"
          borderColor={p.color ?? undefined}
          borderStartWidth="3px"
          title={named('workorderpriorities', p)}
        >
          {p.code ?? p.name} {p.count}
        </Badge>
      ))}
    </Flex>
  );
}
