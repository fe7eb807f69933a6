import { Badge, Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../layout/page-header';
import { SHOP_PATHS } from '../paths';
import { useShopQuery } from '../shop-data';
import { useUserValue } from './user-value';

/** One row of the template users app (`GET /api/users/user?id=`). */
export function UserPage() {
  const { t } = useTranslation('template-shop');
  const value = useUserValue();
  const { id = '' } = useParams();
  const { data, error, mutate } = useShopQuery('apps.users.user', { id });
  const user = data?.user;
  const crumbs = [
    { label: t('common.dashboard'), to: '/' },
    { label: t('users.title'), to: SHOP_PATHS.users },
    { label: user?.fullName ?? '…' },
  ];
  const facts: [string, string][] = user
    ? [
        [t('users.fields.username'), user.username],
        [t('users.fields.email'), user.email],
        [t('users.role'), value('role', user.role)],
        [t('users.plan'), value('currentPlan', user.currentPlan)],
        [t('users.billing'), user.billing],
        [t('users.fields.company'), user.company],
        [t('users.fields.country'), user.country],
        [t('users.fields.contact'), user.contact],
      ]
    : [];
  return (
    <>
      <PageHeader title={user?.fullName ?? '…'} crumbs={crumbs} />
      {error && !user ? (
        <LoadFailed title={t('users.notFound')} error={error} retry={() => void mutate()} testId="user-failed" />
      ) : (
        user && (
          <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" p="6" data-testid="user-view">
            <Badge mb="4" variant="subtle" colorPalette={user.status === 'active' ? 'green' : 'gray'}>
              {value('status', user.status)}
            </Badge>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
              {facts.map(([label, text]) => (
                <Stack key={label} gap="0">
                  <Text fontSize="sm" color="fg.muted">
                    {label}
                  </Text>
                  <Text>{text || '—'}</Text>
                </Stack>
              ))}
            </Grid>
          </Box>
        )
      )}
    </>
  );
}
