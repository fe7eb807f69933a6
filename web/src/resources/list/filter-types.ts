import type { ReactNode } from 'react';
import type { TranslationKey } from '../../i18n/keys';

export interface FilterOption {
  value: string;
  /** i18n key of the option's label. */
  labelKey: TranslationKey;
}

/**
 * A filter control the list offers. Declared filters over enum, boolean and reference fields come
 * from the registry; a resource's extension adds others (repeatable multi-selects, fixed option lists,
 * ids of records the console has no screen for) and may replace a declared one by its parameter.
 */
export interface ListFilter {
  /** The query parameter (`type`, `company_id`, `group_id`). */
  param: string;
  /** i18n key of the label. */
  labelKey: TranslationKey;
  /**
   * 'multi' sends the parameter once per chosen id; 'id' is a typed number; 'text' a typed value; 'date'
   * a yyyy-MM-dd picker; 'custom' the feature's own control (`render`).
   */
  kind: 'options' | 'reference' | 'multi' | 'id' | 'text' | 'date' | 'custom';
  /** Referenced resource for reference and multi filters. */
  ref?: string;
  options?: FilterOption[];
  /** Shown under 'more filters'. */
  advanced?: boolean;
  /** The control of a 'custom' filter: its value in the list state and how to change it. */
  render?: (control: { id: string; value: string; onChange: (value: string) => void }) => ReactNode;
}
