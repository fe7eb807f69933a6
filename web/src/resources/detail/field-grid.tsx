import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';

/**
 * A record's fields as a definition list that is itself the grid (a <dl> may hold only its <div> groups of
 * <dt> and <dd>): two columns on a wide screen, and on a phone each label above its value.
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <DataList.Root
      orientation={{ base: 'vertical', md: 'horizontal' }}
      size="md"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
      columnGap="10"
      rowGap="3"
    >
      {children}
    </DataList.Root>
  );
}
