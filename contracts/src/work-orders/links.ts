/** Related-work-order link types (Atlas `RelationType`, plus GLPI's parent/child): each with its inverse. */
export const LINK_TYPES = [
  'duplicate_of',
  'duplicated_by',
  'related_to',
  'split_to',
  'split_from',
  'blocks',
  'blocked_by',
  'parent_of',
  'child_of',
] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** How a link reads from the other work order: one row per pair, two sides. */
export const INVERSE_LINK: Readonly<Record<LinkType, LinkType>> = {
  duplicate_of: 'duplicated_by',
  duplicated_by: 'duplicate_of',
  related_to: 'related_to',
  split_to: 'split_from',
  split_from: 'split_to',
  blocks: 'blocked_by',
  blocked_by: 'blocks',
  parent_of: 'child_of',
  child_of: 'parent_of',
};
