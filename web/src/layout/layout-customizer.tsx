import { lazy, Suspense, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuSettings } from 'react-icons/lu';

/** The panel's code (a drawer, its selects and switches) arrives when it first opens, not with the shell. */
const LayoutSettingsPanel = lazy(() =>
  import('./layout-settings-panel').then((m) => ({ default: m.LayoutSettingsPanel })),
);

/**
 * The layout settings (spec point 3), opened from a tab on the page's end edge, so it stays reachable
 * with the navbar hidden. The panel is mounted from its first opening on, so closing still animates.
 */
export function LayoutCustomizer({
  floating = true,
  open: openProp,
  onOpenChange,
}: {
  /** The tab on the page's end edge; a phone opens the panel from its menu instead (the tab covered cards). */
  floating?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
} = {}) {
  const { t } = useTranslation();
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const label = t('layout.settings.open');
  return (
    <>
      {floating && (
        <IconButton
          position="fixed"
          top="50%"
          insetEnd="0"
          zIndex="sticky"
          colorPalette="teal"
          size={{ base: 'xs', md: 'md' }}
          borderEndRadius="0"
          boxShadow="md"
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="layout-settings-open"
        >
          <LuSettings />
        </IconButton>
      )}
      {opened && (
        <Suspense fallback={null}>
          <LayoutSettingsPanel open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
