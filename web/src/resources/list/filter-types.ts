export interface FilterOption {
  value: string;
  /** i18n key of the option's label. */
  labelKey: string;
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
  labelKey: string;
  /** 'multi' sends the parameter once per chosen id; 'id' is a typed number; 'text' an exact value. */
  kind: 'options' | 'reference' | 'multi' | 'id' | 'text';
  /** Referenced resource for reference and multi filters. */
  ref?: string;
  options?: FilterOption[];
  /** Shown under 'more filters'. */
  advanced?: boolean;
}
