import { memo } from 'react';
import { Box, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuKeyRound, LuLayoutDashboard, LuSettings } from 'react-icons/lu';
import { Logo } from '../components/logo';
import { useAppAbility } from '../auth/use-app-ability';
import { menuSections, type MenuEntry, menuNamespaces } from './menu-items';
import { resourceIcon } from './resource-icon';
import { RowLink, useRowLinkClicks } from '../resources/table/row-link';
import './side-menu-link.css';

/** Whether an entry is the current screen, as a router NavLink says it (the home entry only on itself). */
export const isCurrentEntry = (to: string, pathname: string): boolean => {
  const path = to
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/(.)\/$/, '$1');
  const here = pathname.toLowerCase();
  return here === path || (path !== '/' && here.startsWith(`${path}/`));
};

/**
 * One entry: a plain link (the menu's one click handler follows it in the app), redrawn only when its
 * label, its being current or the menu's width change, not on every navigation.
 */
const SideMenuLink = memo(function SideMenuLink({
  entry,
  label,
  current,
  collapsed,
}: {
  entry: MenuEntry;
  label: string;
  current: boolean;
  collapsed: boolean;
}) {
  return (
    <RowLink
      to={entry.to}
      className="side-link"
      aria-current={current ? 'page' : undefined}
      data-collapsed={collapsed ? '' : undefined}
      title={collapsed ? label : undefined}
      data-testid={`menu-${entry.key}`}
    >
      <MenuEntryIcon entry={entry} />
      {!collapsed && <span className="side-link-label">{label}</span>}
    </RowLink>
  );
});

/** Collapsible vertical menu; collapsed it keeps the icons, with the label as a tooltip. */
export function SideMenu({ collapsed, onLayoutSettings }: { collapsed: boolean; onLayoutSettings?: () => void }) {
  // Its feature entries' namespaces too: the labels show once they load, the menu does not wait.
  const { t } = useTranslation(menuNamespaces(), { useSuspense: false });
  const ability = useAppAbility();
  const { pathname } = useLocation();
  const followLink = useRowLinkClicks();
  return (
    <Box
      as="nav"
      onClick={followLink}
      aria-label={t('layout.mainMenu')}
      data-testid="side-menu"
      position="sticky"
      top="0"
      h="100vh"
      flexShrink={0}
      w={collapsed ? '20' : '64'}
      transition="width 350ms ease"
      bg="bg.panel"
      borderEndWidth="1px"
      overflowY="auto"
      overflowX="hidden"
    >
      <Flex h="20" align="center" justify={collapsed ? 'center' : 'flex-start'} px={collapsed ? '0' : '5'} color="fg">
        <Logo withWordmark={!collapsed} height={44} width={collapsed ? 44 : 103} />
      </Flex>
      <Stack gap="5" px="3" pb="6">
        {menuSections(ability).map((section) => (
          <Stack key={section.key} gap="1">
            {section.title &&
              (collapsed ? (
                <Box h="1px" bg="border" mx="2" my="2" />
              ) : (
                <Text
                  px="3"
                  pt="2"
                  pb="1"
                  fontSize="xs"
                  fontWeight="bold"
                  color="fg.subtle"
                  textTransform="uppercase"
                  letterSpacing="wider"
                >
                  {t(section.title)}
                </Text>
              ))}
            {section.entries.map((entry) => (
              <SideMenuLink
                key={entry.key}
                entry={entry}
                label={t(entry.label)}
                current={isCurrentEntry(entry.to, pathname)}
                collapsed={collapsed}
              />
            ))}
          </Stack>
        ))}
        {/* On a phone the layout settings open from here: a tab on the screen's edge covered cards. */}
        {onLayoutSettings && (
          <Flex
            as="button"
            align="center"
            gap="3"
            px="3"
            py="2"
            borderRadius="lg"
            fontSize="sm"
            fontWeight="medium"
            color="fg.muted"
            textAlign="start"
            _hover={{ bg: 'bg.muted', color: 'fg' }}
            onClick={onLayoutSettings}
            data-testid="menu-layout-settings"
          >
            <Icon boxSize="4.5" flexShrink={0}>
              <LuSettings />
            </Icon>
            <Text truncate>{t('layout.settings.open')}</Text>
          </Flex>
        )}
      </Stack>
    </Box>
  );
}

/** A menu entry's icon: its own (a screen's: the kanban's), its resource's, or the dashboard's. */
export function MenuEntryIcon({ entry }: { entry: MenuEntry }) {
  const Drawing = entryIcon(entry);
  return <Drawing />;
}

const entryIcon = (entry: MenuEntry) =>
  entry.icon ?? (entry.resource ? resourceIcon(entry.resource) : entry.key === 'home' ? LuLayoutDashboard : LuKeyRound);
