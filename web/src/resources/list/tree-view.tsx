import { SegmentGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export { TreeList } from './tree-list';

/**
 * The list/tree switch of a resource with a parent reference (causes, locations), and the tree itself:
 * one chunk, loaded only by such a resource's list, so every other list goes without a segment group.
 */
export function ListViewToggle({
  view,
  onChange,
}: {
  view: 'list' | 'tree';
  onChange: (view: 'list' | 'tree') => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentGroup.Root
      size="sm"
      value={view}
      onValueChange={({ value }) => onChange(value === 'tree' ? 'tree' : 'list')}
      data-testid="view-toggle"
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items
        items={[
          { value: 'list', label: t('list.viewList') },
          { value: 'tree', label: t('list.viewTree') },
        ]}
      />
    </SegmentGroup.Root>
  );
}
