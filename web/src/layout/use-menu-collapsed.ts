import { useCallback } from 'react';
import { setLayoutSettings, useLayoutSettings } from './layout-settings';

/** Persisted as the JSON boolean under `menuCollapsed` (spec point 9), through the layout settings. */
export function useMenuCollapsed(): [boolean, () => void] {
  const { menuCollapsed } = useLayoutSettings();
  const toggle = useCallback(() => setLayoutSettings({ menuCollapsed: !menuCollapsed }), [menuCollapsed]);
  return [menuCollapsed, toggle];
}
