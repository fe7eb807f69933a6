import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';

/**
 * A record's fields as a definition list that is itself the grid (a <dl> may hold only its <div> groups of
 * <dt> and <dd>): two columns on a wide screen, each label beside its value, and on a phone each label above
 * its value. Everything starts at its column's start (left, or right in Arabic).
 *
 * The list is vertical and its items turn into rows from `md` here: Chakra's orientation variant given as a
 * responsive value mixes the two (the vertical column direction stays, the horizontal centring joins it),
 * which floated the labels mid-column and centred the values under them.
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <DataList.Root
      orientation="vertical"
      size="md"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
      columnGap="10"
      rowGap="3"
      css={{
        '& > .chakra-data-list__item': {
          alignItems: 'stretch',
          md: { flexDirection: 'row', alignItems: 'baseline', gap: '4' },
        },
        // One label width, so the values of a column start at one edge.
        '& > .chakra-data-list__item > .chakra-data-list__itemLabel': { md: { width: '40', flexShrink: 0 } },
      }}
    >
      {children}
    </DataList.Root>
  );
}
