import type { MouseEvent } from 'react';
import { Button, EmptyState, Flex, IconButton, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleAlert, LuRotateCw } from 'react-icons/lu';
import { CycleFailure } from '../api/request-cycle';
import { toastTexts } from '../toast/toast-text';

/** The server's (or the client's) words for a failed read, as its toast showed them. */
export const failureTexts = (error: unknown): string[] =>
  error instanceof CycleFailure ? toastTexts(error.messages) : error instanceof Error ? [error.message] : [];

/**
 * The one failed state of every data view (lists, details, tiles, reports, pickers): what could not
 * be loaded, the server's message, and a retry that asks again. `compact` fits inside a tab, a column or a
 * picker; `inline` is one line for a figure inside a tile (its retry does not follow the tile's link).
 */
export function LoadFailed({
  title,
  error,
  retry,
  testId = 'load-failed',
  retryTestId = `${testId}-retry`,
  compact = false,
  inline = false,
}: {
  title: string;
  error?: unknown;
  retry?: () => void;
  testId?: string;
  retryTestId?: string;
  compact?: boolean;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const texts = failureTexts(error);
  const onRetry = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    retry?.();
  };
  if (inline) {
    const message = [title, ...texts].join(' ');
    return (
      <Flex
        align="center"
        gap="1"
        w="full"
        maxW="full"
        minW="0"
        overflow="hidden"
        color="fg.error"
        fontSize="sm"
        title={message}
        data-testid={testId}
        role="alert"
      >
        <LuCircleAlert aria-hidden />
        <Text truncate flex="1" minW="0" data-testid={`${testId}-message`}>
          {message}
        </Text>
        {retry && (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={t('list.retry')}
            onClick={onRetry}
            data-testid={retryTestId}
          >
            <LuRotateCw />
          </IconButton>
        )}
      </Flex>
    );
  }
  return (
    <EmptyState.Root py={compact ? '3' : '10'} size={compact ? 'sm' : 'md'} data-testid={testId} role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="fg.error">
          <LuCircleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title>{title}</EmptyState.Title>
          {texts.map((text) => (
            <EmptyState.Description key={text} data-testid={`${testId}-message`}>
              {text}
            </EmptyState.Description>
          ))}
        </VStack>
        {retry && (
          <Button size="sm" variant="outline" onClick={onRetry} data-testid={retryTestId}>
            <LuRotateCw />
            {t('list.retry')}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A read that failed on the way (network, a 5xx) rather than an answer saying no: worth a retry. */
export const isCallFailure = (error: unknown): boolean => error instanceof CycleFailure && !error.answered;
