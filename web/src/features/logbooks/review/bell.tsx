import { Badge, Box, Button, Flex, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBell } from 'react-icons/lu';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { callEndpoint } from '../../../api/http';
import { NotificationItem } from './notification-item';
import { isNotificationKey, NOTIFICATIONS_PATH, useNotifications } from './review-api';

/** How many of the latest notifications the bell's popover lists. */
const LATEST = 6;

/**
 * The navbar's bell (issue 28): the unread count, asked again every half minute and on focus; its
 * popover lists the latest notifications, each leading to what it is about, and marks them read.
 */
export function NotificationBell() {
  const { t } = useTranslation('logbooks');
  const [open, setOpen] = useState(false);
  const { data } = useNotifications(LATEST);
  const { mutate } = useSWRConfig();
  const unread = data?.unread ?? 0;
  const refresh = () => mutate(isNotificationKey);
  const read = async (id: number) => {
    await callEndpoint('logbooks.notification-read', { id }, { method: 'POST' }).catch(() => undefined);
    await refresh();
  };
  const readAll = async () => {
    await callEndpoint('logbooks.notifications-read-all', {}, { method: 'POST' }).catch(() => undefined);
    await refresh();
  };
  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end' }}
      // Mounted only while open: a hidden list on every page would be one more footer and landmark there.
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} title={label} data-testid="notification-bell">
          <Box position="relative">
            <LuBell />
            {unread > 0 && (
              <Badge
                position="absolute"
                top="-2"
                insetEnd="-2.5"
                size="xs"
                colorPalette="red"
                variant="solid"
                borderRadius="full"
                aria-hidden="true"
                dir="ltr"
                data-testid="notification-bell-count"
              >
                {unread > 99 ? '99+' : unread}
              </Badge>
            )}
          </Box>
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '92vw', sm: '96' }} data-testid="notification-popover">
            <Popover.Header>
              <Flex justify="space-between" align="center" gap="2">
                <Text fontWeight="semibold">{t('bell.title')}</Text>
                {unread > 0 && (
                  <Button size="xs" variant="ghost" onClick={() => void readAll()} data-testid="notifications-read-all">
                    {t('notifications.readAll')}
                  </Button>
                )}
              </Flex>
            </Popover.Header>
            <Popover.Body p="0" maxH="70vh" overflowY="auto">
              {data && data.rows.length === 0 && (
                <Text p="4" color="fg.muted">
                  {t('notifications.empty')}
                </Text>
              )}
              <Stack gap="0" as="ul" listStyleType="none">
                {data?.rows.map((n) => (
                  <NotificationItem key={n.id} note={n} onOpen={() => setOpen(false)} onRead={read} compact />
                ))}
              </Stack>
            </Popover.Body>
            <Popover.Footer justifyContent="center">
              <Button asChild size="sm" variant="outline" onClick={() => setOpen(false)}>
                <Link to={NOTIFICATIONS_PATH} data-testid="notifications-see-all">
                  {t('bell.seeAll', { count: data?.total ?? 0 })}
                </Link>
              </Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
