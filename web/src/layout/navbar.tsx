import { Flex, HStack, IconButton, Spacer, type FlexProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import type { LayoutSettings } from './layout-settings';
import { Logo } from '../components/logo';
import { LanguageSwitcher } from './language-switcher';
import { NavbarItems } from './navbar-items';
import { SkinToggle } from './skin-toggle';
import { UserMenu } from './user-menu';

/** How each navbar type sits (spec point 3): floating (default) keeps a gap and a shadow. */
const PLACEMENT: Record<Exclude<LayoutSettings['navbarType'], 'hidden'>, FlexProps> = {
  floating: {
    position: 'sticky',
    top: '3',
    mx: { base: '3', md: '6' },
    mt: '3',
    borderRadius: 'xl',
    borderWidth: '1px',
  },
  sticky: { position: 'sticky', top: '0', borderBottomWidth: '1px' },
  static: { position: 'relative', borderBottomWidth: '1px' },
};

/** The navbar colours: white is the panel's; the others a solid palette with its contrast text. */
const COLORS: Record<LayoutSettings['navbarColor'], FlexProps> = {
  white: { bg: 'bg.panel' },
  primary: { bg: 'teal.solid', color: 'teal.contrast' },
  secondary: { bg: 'gray.solid', color: 'gray.contrast' },
  success: { bg: 'green.solid', color: 'green.contrast' },
  danger: { bg: 'red.solid', color: 'red.contrast' },
  info: { bg: 'cyan.solid', color: 'cyan.contrast' },
  warning: { bg: 'orange.solid', color: 'orange.contrast' },
  dark: { bg: 'gray.900', color: 'white' },
};

export function Navbar({
  collapsed,
  onToggleMenu,
  type = 'floating',
  color = 'white',
}: {
  collapsed: boolean;
  /** Absent in the horizontal layout, whose menu is always on show. */
  onToggleMenu?: () => void;
  type?: Exclude<LayoutSettings['navbarType'], 'hidden'>;
  color?: LayoutSettings['navbarColor'];
}) {
  const { t } = useTranslation();
  const label = collapsed ? t('layout.expandMenu') : t('layout.collapseMenu');
  return (
    <Flex
      as="header"
      zIndex="docked"
      px="3"
      py="2"
      minH="14"
      align="center"
      boxShadow="sm"
      {...PLACEMENT[type]}
      {...COLORS[color]}
      // Ghost buttons take the bar's text colour, so they stay readable on a coloured bar.
      css={color === 'white' ? undefined : { '& button': { color: 'inherit' } }}
      data-testid="navbar"
      data-navbar-type={type}
      data-navbar-color={color}
    >
      {onToggleMenu && (
        <IconButton variant="ghost" aria-label={label} title={label} onClick={onToggleMenu} data-testid="menu-toggle">
          {/* Mirror the icon in RTL, where the menu sits on the right. */}
          <span style={{ display: 'inline-flex' }} className="rtl-mirror">
            {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
          </span>
        </IconButton>
      )}
      {/* Without a side menu (horizontal layout) the brand moves to the navbar. */}
      {!onToggleMenu && <Logo withWordmark height={36} width={84} />}
      <Spacer />
      <HStack gap="1">
        <NavbarItems />
        <LanguageSwitcher />
        <SkinToggle />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
