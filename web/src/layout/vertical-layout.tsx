import { useEffect, useState } from 'react';
import { Box, Drawer, Flex, Portal, useBreakpointValue } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SideMenu } from './side-menu';
import { useMenuCollapsed } from './use-menu-collapsed';

/**
 * Vertical layout: side menu, floating navbar, boxed content, static footer (spec layout defaults).
 * On a phone the menu leaves the page its whole width: it opens as a drawer from the navbar's button
 * and closes again once a screen is chosen.
 */
export function VerticalLayout() {
  const [collapsed, toggle] = useMenuCollapsed();
  // Read at once (no server render here), so a phone never paints the side menu first.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [drawer, setDrawer] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setDrawer(false), [pathname]);
  return (
    <Flex minH="100vh" bg="bg.subtle">
      {!phone && <SideMenu collapsed={collapsed} />}
      {phone && (
        <Drawer.Root open={drawer} onOpenChange={({ open }) => setDrawer(open)} placement="start" size="xs">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW="72" data-testid="menu-drawer">
                <SideMenu collapsed={false} />
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      <Flex direction="column" flex="1" minW="0">
        <Navbar collapsed={phone ? !drawer : collapsed} onToggleMenu={phone ? () => setDrawer(true) : toggle} />
        <Box as="main" flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py="6">
          <Outlet />
        </Box>
        <Box w="full" maxW="7xl" mx="auto">
          <Footer />
        </Box>
      </Flex>
    </Flex>
  );
}
