import { Badge, Box, Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { LoginOptions } from '@cmms/contracts/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts/demo-accounts';
import { CycleFailure } from '../api/request-cycle';
import { useRequestCycle } from '../api/use-request-cycle';

/**
 * For sales demos: the seeded accounts, one click fills the form. A server reachable from the network
 * generates their passwords at start (and prints them): then only the e-mail is filled.
 */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation();
  const { run } = useRequestCycle({ abortOnUnmount: false });
  // As useApiQuery reads, but the endpoint table arrives with the sign-in code, after the form shows.
  const { data } = useSWR<LoginOptions, CycleFailure>('auth.options', async () => {
    const { readLoginOptions } = await import('./sign-in');
    const outcome = await run((signal) => readLoginOptions<LoginOptions>(signal));
    if (!outcome.ok) throw new CycleFailure(outcome.error, outcome.data !== null);
    return outcome.data;
  });
  const published = data?.demo_password === true;
  return (
    <Box borderWidth="1px" borderRadius="xl" p="4" bg="bg.subtle" data-testid="demo-accounts">
      <Text fontWeight="semibold" fontSize="sm">
        {t('auth.demoTitle')}
      </Text>
      <Text fontSize="xs" color="fg.muted" mb="3" data-testid="demo-hint">
        {published ? (
          <>
            {t('auth.demoHint')} <Code size="sm">{DEMO_PASSWORD}</Code>
          </>
        ) : (
          data && t('auth.demoGenerated')
        )}
      </Text>
      <Stack gap="2">
        {DEMO_ACCOUNTS.map((account) => (
          <Flex key={account.email} align="center" justify="space-between" gap="3">
            <Box minW="0">
              <Badge colorPalette="teal" variant="subtle" size="sm">
                {t(`roles.${account.role}`)}
              </Badge>
              <Text fontSize="sm" truncate dir="ltr" textAlign="start">
                {account.email}
              </Text>
            </Box>
            <Button
              size="xs"
              variant="outline"
              colorPalette="teal"
              onClick={() => onPick(account.email, published ? DEMO_PASSWORD : '')}
              data-testid={`demo-${account.username}`}
            >
              {t('auth.demoUse')}
            </Button>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
