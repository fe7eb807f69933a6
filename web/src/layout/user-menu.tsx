import { Avatar, Box, Button, HStack, Menu, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuLogOut } from 'react-icons/lu';
import { storedUserData } from '../auth/session-storage';
import { useLogout } from '../auth/use-logout';
import { fallback } from '../i18n/keys';

/** Who is signed in, with which role, and the way out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { logout } = useLogout();
  const user = storedUserData();
  const name = user?.fullName || user?.username || '';
  const role = user?.role ? t(`roles.${user.role}`, fallback(user.role)) : '';
  return (
    <Menu.Root onSelect={({ value }) => value === 'logout' && void logout()}>
      <Menu.Trigger asChild>
        {/* Named by its purpose and the visible name and role; the avatar's initials repeat the name. */}
        <Button variant="ghost" px="2" h="auto" py="1" data-testid="user-menu">
          <VisuallyHidden>{t('layout.userMenu')}</VisuallyHidden>
          <HStack gap="3">
            <Box textAlign="end" display={{ base: 'none', md: 'block' }}>
              <Text fontWeight="semibold" fontSize="sm" lineHeight="short">
                {name}
              </Text>
              <Text fontSize="xs" color="fg.muted" lineHeight="short" data-testid="user-role">
                {role}
              </Text>
            </Box>
            <Avatar.Root size="sm" colorPalette="teal" aria-hidden>
              <Avatar.Fallback name={name} />
              {user?.avatar && <Avatar.Image src={user.avatar} />}
            </Avatar.Root>
            <LuChevronDown />
          </HStack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Stack px="3" py="2" gap="0">
              <Text fontWeight="semibold">{name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {user?.email}
              </Text>
            </Stack>
            <Menu.Separator />
            <Menu.Item value="logout" data-testid="logout" color="fg.error">
              <LuLogOut />
              {t('layout.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
