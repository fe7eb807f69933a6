import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Flex, useBreakpointValue } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { HorizontalMenu } from './horizontal-menu';
import { LayoutCustomizer } from './layout-customizer';
import { useLayoutSettings } from './layout-settings';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useMenuCollapsed } from './use-menu-collapsed';

/** The drawer's code (a dialog) arrives when the menu first opens as a drawer, not with the shell. */
const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

/**
 * The console's shell, laid out by the layout settings (spec point 3; defaults: vertical, floating
 * navbar, boxed content, static footer). Vertical puts the menu at the side (collapsible, or hidden
 * behind the navbar's button); horizontal puts it in a bar under the navbar. On a phone the menu
 * leaves the page its whole width: it opens as a drawer from the navbar's button and closes again
 * once a screen is chosen.
 */
export function VerticalLayout() {
  const [collapsed, toggle] = useMenuCollapsed();
  const settings = useLayoutSettings();
  // Read at once (no server render here), so a phone never paints the side menu first.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [drawer, setDrawer] = useState(false);
  // Mounted from its first opening on, so closing still animates.
  const [drawerOpened, setDrawerOpened] = useState(false);
  if (drawer && !drawerOpened) setDrawerOpened(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setDrawer(false), [pathname]);
  const horizontal = settings.layout === 'horizontal' && !phone;
  const sideMenu = !phone && !horizontal && !settings.menuHidden;
  const drawerMenu = phone || (!horizontal && settings.menuHidden);
  return (
    <Flex minH="100vh" bg="bg.subtle" data-layout={horizontal ? 'horizontal' : 'vertical'}>
      <SkipLink />
      {sideMenu && <SideMenu collapsed={collapsed} />}
      {drawerMenu && drawerOpened && (
        <Suspense fallback={null}>
          <MenuDrawer
            open={drawer}
            setOpen={setDrawer}
            onLayoutSettings={
              phone
                ? () => {
                    setDrawer(false);
                    setSettingsOpen(true);
                  }
                : undefined
            }
          />
        </Suspense>
      )}
      <Flex direction="column" flex="1" minW="0">
        {settings.navbarType !== 'hidden' && (
          <Navbar
            collapsed={drawerMenu ? !drawer : collapsed}
            onToggleMenu={horizontal ? undefined : drawerMenu ? () => setDrawer(true) : toggle}
            type={settings.navbarType}
            color={settings.navbarColor}
          />
        )}
        {horizontal && <HorizontalMenu />}
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          outline="none"
          flex="1"
          w="full"
          maxW={settings.contentWidth === 'boxed' ? '7xl' : 'full'}
          mx="auto"
          ps={{ base: '3', md: '6' }}
          // Room for the settings tab floating on the end edge: it never covers a tile or a button. A
          // phone has no tab (its menu opens the settings), so its cards take the width.
          pe={{ base: '3', md: '14' }}
          py="6"
          data-content-width={settings.contentWidth}
        >
          <Outlet />
        </Box>
        {settings.footerType !== 'hidden' && (
          <Box
            w="full"
            maxW={settings.contentWidth === 'boxed' ? '7xl' : 'full'}
            mx="auto"
            {...(settings.footerType === 'sticky'
              ? { position: 'sticky', bottom: '0', zIndex: 'docked', bg: 'bg.panel', borderTopWidth: '1px' }
              : {})}
          >
            <Footer />
          </Box>
        )}
      </Flex>
      <ScrollToTop />
      <LayoutCustomizer floating={!phone} open={settingsOpen} onOpenChange={setSettingsOpen} />
    </Flex>
  );
}
