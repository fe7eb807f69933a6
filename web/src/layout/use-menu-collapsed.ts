import { useCallback, useState } from 'react';
import { readText, writeText } from '../lib/storage';

const KEY = 'menuCollapsed';

/** Persisted as the JSON boolean under `menuCollapsed` (spec point 9). */
export function useMenuCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readText(KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      writeText(KEY, JSON.stringify(!value));
      return !value;
    });
  }, []);
  return [collapsed, toggle];
}
