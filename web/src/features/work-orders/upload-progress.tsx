import { HStack, Progress } from '@chakra-ui/react';

/** An upload's progress in whole percent (spec point 5), red once it failed. */
export function UploadProgress({ value, failed, testId }: { value: number; failed: boolean; testId: string }) {
  return (
    <Progress.Root
      value={value}
      size="sm"
      minW="40"
      flex="1"
      colorPalette={failed ? 'red' : 'teal'}
      data-testid={testId}
      data-progress={value}
    >
      <HStack gap="3">
        <Progress.Track flex="1">
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText minW="10">{`${value}%`}</Progress.ValueText>
      </HStack>
    </Progress.Root>
  );
}
