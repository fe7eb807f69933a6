import { Flex, HStack, IconButton, Spacer } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { LanguageSwitcher } from './language-switcher';
import { SkinToggle } from './skin-toggle';
import { UserMenu } from './user-menu';

/** Floating navbar (spec point 3 layout defaults): sticks to the top with a gap and a shadow. */
export function Navbar({ collapsed, onToggleMenu }: { collapsed: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const label = collapsed ? t('layout.expandMenu') : t('layout.collapseMenu');
  return (
    <Flex
      as="header"
      position="sticky"
      top="3"
      zIndex="docked"
      mx={{ base: '3', md: '6' }}
      mt="3"
      px="3"
      py="2"
      align="center"
      bg="bg.panel"
      borderRadius="xl"
      borderWidth="1px"
      boxShadow="sm"
    >
      <IconButton variant="ghost" aria-label={label} title={label} onClick={onToggleMenu} data-testid="menu-toggle">
        {/* Mirror the icon in RTL, where the menu sits on the right. */}
        <span style={{ display: 'inline-flex' }} className="rtl-mirror">
          {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
        </span>
      </IconButton>
      <Spacer />
      <HStack gap="1">
        <LanguageSwitcher />
        <SkinToggle />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
