import { Box, Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/logo';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
};

/** The router's default error screen (spec point 2): the fixed title and the error's message. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <Box minH="100vh" display="grid" placeItems="center" p="8" bg="bg.subtle">
      <Stack gap="5" maxW="xl" align="center" textAlign="center" data-testid="route-error">
        <Logo width={175} height={75} />
        <Heading size="2xl">{t('errors.unexpected', 'Unexpected Application Error!')}</Heading>
        <Code px="3" py="2" colorPalette="red" whiteSpace="pre-wrap">
          {describe(error)}
        </Code>
        <Text color="fg.muted">{t('errors.unexpectedHint')}</Text>
        <Button colorPalette="teal" onClick={() => window.location.assign('/')}>
          {t('errors.backHome')}
        </Button>
      </Stack>
    </Box>
  );
}
