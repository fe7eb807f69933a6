import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { callEndpoint } from '../../../api/http';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../layout/page-header';
import { NotificationItem } from './notification-item';
import { offsetOf, Pager } from './pager';
import { isNotificationKey, useNotifications } from './review-api';

const PAGE = 20;

/** `/notifications`: every notification of the caller, newest first, a page at a time. */
export function NotificationsPage() {
  const { t } = useTranslation('logbooks');
  const [params, setParams] = useSearchParams();
  const offset = offsetOf(params);
  const { data, error, mutate } = useNotifications(PAGE, offset);
  const { mutate: revalidate } = useSWRConfig();
  const refresh = () => revalidate(isNotificationKey);
  const read = async (id: number) => {
    await callEndpoint('logbooks.notification-read', { id }, { method: 'POST' }).catch(() => undefined);
    await refresh();
  };
  const readAll = async () => {
    await callEndpoint('logbooks.notifications-read-all', {}, { method: 'POST' }).catch(() => undefined);
    await refresh();
  };
  return (
    <Box>
      <PageHeader
        title={t('notifications.title')}
        subtitle={data ? t('notifications.unread', { count: data.unread }) : undefined}
        crumbs={[{ label: t('notifications.title') }]}
        actions={
          data && data.unread > 0 ? (
            <Button size="sm" onClick={() => void readAll()} data-testid="notifications-read-all">
              {t('notifications.readAll')}
            </Button>
          ) : undefined
        }
      />
      {error && !data && <LoadFailed title={t('notifications.failed')} error={error} retry={() => void mutate()} />}
      {data && data.total === 0 && <Text color="fg.muted">{t('notifications.empty')}</Text>}
      {data && data.total > 0 && (
        <Box borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg">
          <Stack gap="0" as="ul" listStyleType="none" data-testid="notifications-list">
            {data.rows.map((n) => (
              <NotificationItem key={n.id} note={n} onRead={read} />
            ))}
          </Stack>
        </Box>
      )}
      {data && (
        <Pager
          offset={offset}
          limit={PAGE}
          total={data.total}
          onChange={(next) => setParams(next ? { offset: String(next) } : {})}
        />
      )}
    </Box>
  );
}
