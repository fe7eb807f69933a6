import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SideMenu } from './side-menu';
import { useMenuCollapsed } from './use-menu-collapsed';

/** Vertical layout: side menu, floating navbar, boxed content, static footer (spec layout defaults). */
export function VerticalLayout() {
  const [collapsed, toggle] = useMenuCollapsed();
  return (
    <Flex minH="100vh" bg="bg.subtle">
      <SideMenu collapsed={collapsed} />
      <Flex direction="column" flex="1" minW="0">
        <Navbar collapsed={collapsed} onToggleMenu={toggle} />
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
