import type { ReactNode } from 'react';
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A full-page empty state with a way home: not authorized, not found. */
export function MessageScreen({
  icon,
  title,
  description,
  testId,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root size="lg" bg="bg.panel" borderRadius="xl" borderWidth="1px" py="16" data-testid={testId}>
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="teal" variant="outline">
          <Link to="/">{t('errors.backHome')}</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
