import { Badge, Box, Button, Flex, Icon, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendarX, LuCircleAlert, LuCircleCheck, LuCircleX, LuInbox, LuWrench } from 'react-icons/lu';
import { Link } from 'react-router';
import type { IconType } from 'react-icons';
import { notificationHref, type NotificationRow } from './review-api';

const ICONS: Record<NotificationRow['type'], [IconType, string]> = {
  missed_entry: [LuCalendarX, 'red.fg'],
  out_of_range: [LuCircleAlert, 'orange.fg'],
  work_order_raised: [LuWrench, 'orange.fg'],
  approval_requested: [LuInbox, 'blue.fg'],
  approved: [LuCircleCheck, 'green.fg'],
  rejected: [LuCircleX, 'red.fg'],
};

/** One notification: what happened, on which logbook, when; it leads to what it is about and marks itself read. */
export function NotificationItem({
  note,
  onOpen,
  onRead,
  compact = false,
}: {
  note: NotificationRow;
  onOpen?: () => void;
  onRead: (id: number) => Promise<void>;
  compact?: boolean;
}) {
  const { t } = useTranslation('logbooks');
  const [icon, color] = ICONS[note.type];
  const unread = note.read_at === null;
  return (
    <Flex
      as="li"
      gap="3"
      px="4"
      py="3"
      borderBottomWidth="1px"
      bg={unread ? 'blue.subtle/40' : undefined}
      align="start"
      data-testid="notification"
      data-unread={unread ? 'true' : 'false'}
    >
      <Icon as={icon} color={color} boxSize="5" mt="0.5" flexShrink={0} />
      <Box flex="1" minW="0">
        <Link
          to={notificationHref(note)}
          onClick={() => {
            if (unread) void onRead(note.id);
            onOpen?.();
          }}
        >
          <Text
            fontWeight={unread ? 'semibold' : 'normal'}
            lineClamp={compact ? 2 : undefined}
            _hover={{ textDecoration: 'underline' }}
          >
            {note.message}
          </Text>
        </Link>
        <Flex gap="2" mt="1" wrap="wrap" align="center">
          <Badge size="sm" variant="subtle">
            {t(`notifications.types.${note.type}`)}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            {note.created_at?.formatted}
          </Text>
        </Flex>
      </Box>
      {unread && (
        <Button
          size="xs"
          variant="ghost"
          flexShrink={0}
          onClick={() => void onRead(note.id)}
          data-testid="notification-mark-read"
        >
          {t('notifications.markRead')}
        </Button>
      )}
    </Flex>
  );
}
