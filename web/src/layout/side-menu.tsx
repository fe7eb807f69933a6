import { Box, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuKeyRound, LuLayoutDashboard, LuSettings } from 'react-icons/lu';
import { Logo } from '../components/logo';
import { useAppAbility } from '../auth/use-app-ability';
import { menuSections, type MenuEntry, menuNamespaces } from './menu-items';
import { resourceIcon } from './resource-icon';

/** Collapsible vertical menu; collapsed it keeps the icons, with the label as a tooltip. */
export function SideMenu({ collapsed, onLayoutSettings }: { collapsed: boolean; onLayoutSettings?: () => void }) {
  // Its feature entries' namespaces too: the labels show once they load, the menu does not wait.
  const { t } = useTranslation(menuNamespaces(), { useSuspense: false });
  const ability = useAppAbility();
  return (
    <Box
      as="nav"
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
            {section.entries.map((entry) => {
              const label = t(entry.label);
              return (
                <NavLink key={entry.key} to={entry.to} end={entry.to === '/'} title={collapsed ? label : undefined}>
                  {({ isActive }) => (
                    <Flex
                      align="center"
                      gap="3"
                      px="3"
                      py="2"
                      borderRadius="lg"
                      fontSize="sm"
                      fontWeight={isActive ? 'semibold' : 'medium'}
                      justify={collapsed ? 'center' : 'flex-start'}
                      bg={isActive ? 'teal.solid' : 'transparent'}
                      color={isActive ? 'teal.contrast' : 'fg.muted'}
                      boxShadow={isActive ? 'sm' : undefined}
                      _hover={isActive ? undefined : { bg: 'bg.muted', color: 'fg' }}
                      data-testid={`menu-${entry.key}`}
                    >
                      <Icon boxSize="4.5" flexShrink={0}>
                        <MenuEntryIcon entry={entry} />
                      </Icon>
                      {/* A long label (French, German) wraps to a second line rather than lose its end. */}
                      {!collapsed && (
                        <Text lineClamp={2} lineHeight="short">
                          {label}
                        </Text>
                      )}
                    </Flex>
                  )}
                </NavLink>
              );
            })}
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

function ResourceIcon({ name }: { name: string }) {
  const Component = resourceIcon(name);
  return <Component />;
}

/** A menu entry's icon: its own (a screen's: the kanban's), its resource's, or the dashboard's. */
export function MenuEntryIcon({ entry }: { entry: MenuEntry }) {
  if (entry.icon) return <entry.icon />;
  if (entry.resource) return <ResourceIcon name={entry.resource} />;
  return entry.key === 'home' ? <LuLayoutDashboard /> : <LuKeyRound />;
}
