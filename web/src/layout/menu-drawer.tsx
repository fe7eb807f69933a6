import { Drawer, Portal } from '@chakra-ui/react';
import { SideMenu } from './side-menu';

/** The menu as a drawer from the start edge: a phone's, or a desktop's with the side menu hidden. */
export function MenuDrawer({
  open,
  setOpen,
  onLayoutSettings,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  onLayoutSettings?: () => void;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={({ open: next }) => setOpen(next)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72" data-testid="menu-drawer">
            <SideMenu collapsed={false} onLayoutSettings={onLayoutSettings} />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
