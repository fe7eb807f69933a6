import { useMemo, useState } from 'react';
import type { ResourceDecl } from '@cmms/contracts';
import { readJson, removeKey, writeText } from '../../lib/storage';
import { listColumns, optionalColumns, type ListColumn } from './list-columns';

const storageKey = (r: ResourceDecl) => `listColumns.${r.name}`;

export interface ColumnChoice {
  /** Every column the list can show, declared ones first, each with whether it is shown. */
  choices: { column: ListColumn; shown: boolean }[];
  shown: ListColumn[];
  hiddenCount: number;
  toggle: (key: string) => void;
  reset: () => void;
}

/**
 * Which columns a list shows: the declared ones until the user chooses, then the user's choice,
 * kept per resource in this browser. The title column always stays.
 */
export function useColumnChoice(r: ResourceDecl): ColumnChoice {
  const all = useMemo(() => [...listColumns(r), ...optionalColumns(r)], [r]);
  const declared = useMemo(() => listColumns(r).map((c) => c.key), [r]);
  const [keys, setKeys] = useState<string[]>(() => {
    const stored = readJson(storageKey(r));
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : declared;
  });
  const isShown = (c: ListColumn) => c.isTitle || keys.includes(c.key);
  const save = (next: string[]) => {
    setKeys(next);
    writeText(storageKey(r), JSON.stringify(next));
  };
  // The same array while the choice stands: the table's columns and memoised rows depend on it.
  const shown = useMemo(() => all.filter((c) => c.isTitle || keys.includes(c.key)), [all, keys]);
  return {
    choices: all.map((column) => ({ column, shown: isShown(column) })),
    shown,
    hiddenCount: all.filter((c) => !isShown(c)).length,
    toggle: (key) => save(keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]),
    reset: () => {
      removeKey(storageKey(r));
      setKeys(declared);
    },
  };
}
