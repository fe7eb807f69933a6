import { Box, Button, Flex, HStack, Icon, Menu, Portal } from '@chakra-ui/react';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { useAppAbility } from '../auth/use-app-ability';
import { menuSections, menuNamespaces } from './menu-items';
import { MenuEntryIcon } from './side-menu';

/** The horizontal layout's menu (spec point 3 layout type): a bar under the navbar, one dropdown per section. */
export function HorizontalMenu() {
  // Its feature entries' namespaces too: the labels show once they load, the menu does not wait.
  const { t } = useTranslation(menuNamespaces(), { useSuspense: false });
  const ability = useAppAbility();
  const navigate = useNavigate();
  return (
    <Box
      as="nav"
      aria-label={t('layout.mainMenu')}
      data-testid="horizontal-menu"
      mx={{ base: '3', md: '6' }}
      mt="3"
      px="2"
      py="1.5"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="xs"
    >
      <Flex gap="1" wrap="wrap">
        {menuSections(ability).map((section) =>
          section.title ? (
            <Menu.Root key={section.key} onSelect={({ value }) => void navigate(value)}>
              <Menu.Trigger asChild>
                <Button variant="ghost" size="sm" data-testid={`hmenu-${section.key}`}>
                  {t(section.title)}
                  <LuChevronDown />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content maxH="70vh" overflowY="auto">
                    {section.entries.map((entry) => (
                      <Menu.Item key={entry.key} value={entry.to} data-testid={`menu-${entry.key}`}>
                        <Icon boxSize="4">
                          <MenuEntryIcon entry={entry} />
                        </Icon>
                        {t(entry.label)}
                      </Menu.Item>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          ) : (
            <HStack key={section.key} gap="1">
              {section.entries.map((entry) => (
                <Button key={entry.key} asChild variant="ghost" size="sm">
                  <NavLink to={entry.to} end={entry.to === '/'} data-testid={`menu-${entry.key}`}>
                    <MenuEntryIcon entry={entry} />
                    {t(entry.label)}
                  </NavLink>
                </Button>
              ))}
            </HStack>
          ),
        )}
      </Flex>
    </Box>
  );
}
