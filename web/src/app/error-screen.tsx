import { Box, Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/logo';

/** The default error screen (spec point 2): the fixed title and the error's message. */
export function ErrorScreen({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Box minH="100vh" display="grid" placeItems="center" p="8" bg="bg.subtle">
      <Stack gap="5" maxW="xl" align="center" textAlign="center" data-testid="route-error">
        <Logo width={175} height={75} />
        <Heading size="2xl">{t('errors.unexpected', 'Unexpected Application Error!')}</Heading>
        <Code px="3" py="2" colorPalette="red" whiteSpace="pre-wrap">
          {text}
        </Code>
        <Text color="fg.muted">{t('errors.unexpectedHint')}</Text>
        <Button colorPalette="teal" onClick={() => window.location.assign('/')}>
          {t('errors.backHome')}
        </Button>
      </Stack>
    </Box>
  );
}
