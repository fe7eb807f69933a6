import { useMemo, useState } from 'react';
import { Badge, Box, Flex, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight, LuDot } from 'react-icons/lu';
import { MAX_LIMIT, type ListResponse, type ResourceDecl, type Row } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { useApiQuery } from '../../api/use-api-query';
import { LoadFailed } from '../../components/load-failed';
import { refsOf } from '../named-refs';
import { resourcePath } from '../resource-path';
import { resourceTitleKey } from '../resource-keys';

interface Node {
  row: Row;
  children: Node[];
}

/** Rows into a forest by their parent reference; a row whose parent is not loaded is a root. */
function buildForest(rows: Row[], parentKey: string): Node[] {
  const nodes = new Map(rows.map((row) => [row.id, { row, children: [] as Node[] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.row[parentKey] as { id?: unknown } | null | undefined;
    const parentNode = typeof parent?.id === 'number' ? nodes.get(parent.id) : undefined;
    if (parentNode && parentNode !== node) parentNode.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The tree view of a resource with `treeParent` (causes, locations): every row, nested under its
 * parent, the search applied. Branches start open and fold on click.
 */
export function TreeList({ resource, search }: { resource: ResourceDecl; search: string }) {
  const { t } = useTranslation();
  const parentField = resource.treeParent ? resource.fields[resource.treeParent] : undefined;
  const parentKey = parentField?.kind === 'reference' ? parentField.rowKey : 'parent';
  const { data, error, mutate } = useApiQuery<ListResponse<Row>>(
    apiKey(
      `${resource.name}.list`,
      {},
      { search, limit: MAX_LIMIT, offset: 0, sort: resource.titleField, order: 'asc' },
    ),
    { keepPreviousData: true },
  );
  const forest = useMemo(() => (data ? buildForest(data.rows, parentKey) : []), [data, parentKey]);

  if (!data && error) {
    return <LoadFailed title={t('list.loadFailed')} error={error} retry={() => void mutate()} testId="tree-failed" />;
  }
  if (!data) {
    return (
      <Stack p="4" gap="3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="5" w={`${40 + ((i * 13) % 40)}%`} />
        ))}
      </Stack>
    );
  }
  if (forest.length === 0) {
    return (
      <Text p="6" color="fg.muted" textAlign="center" data-testid="list-empty">
        {search ? t('list.noMatchesText', { search }) : t('list.emptyText')}
      </Text>
    );
  }
  return (
    <Box role="tree" aria-label={t(resourceTitleKey(resource.name))} py="2" data-testid="tree-list">
      {forest.map((node) => (
        <TreeNode key={node.row.id} resource={resource} node={node} depth={0} />
      ))}
    </Box>
  );
}

function TreeNode({ resource, node, depth }: { resource: ResourceDecl; node: Node; depth: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const hasChildren = node.children.length > 0;
  // Children the server names but that are not loaded (filtered out by the search) still count.
  const childCount = Math.max(node.children.length, refsOf(node.row.children).length);
  return (
    <Box
      role="treeitem"
      aria-expanded={hasChildren ? open : undefined}
      data-testid="tree-node"
      data-row-id={node.row.id}
    >
      <Flex align="center" gap="1" py="1.5" pe="4" ps={`${depth * 1.5 + 0.75}rem`} _hover={{ bg: 'bg.muted' }}>
        {hasChildren ? (
          <IconButton
            size="2xs"
            variant="ghost"
            className="rtl-mirror"
            aria-label={open ? t('list.collapse') : t('list.expand')}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <LuChevronDown /> : <LuChevronRight />}
          </IconButton>
        ) : (
          <Box as="span" w="6" display="inline-flex" justifyContent="center" color="fg.subtle">
            <LuDot />
          </Box>
        )}
        <Link to={resourcePath(resource, node.row.id)}>
          <Text
            fontWeight={depth === 0 ? 'semibold' : 'normal'}
            _hover={{ color: 'teal.fg', textDecoration: 'underline' }}
          >
            {String(node.row[resource.titleField] ?? `#${node.row.id}`)}
          </Text>
        </Link>
        {childCount > 0 && (
          <Badge size="sm" variant="subtle" colorPalette="teal" ms="2">
            {t('list.childCount', { count: childCount })}
          </Badge>
        )}
      </Flex>
      {hasChildren && open && (
        <Box role="group">
          {node.children.map((child) => (
            <TreeNode key={child.row.id} resource={resource} node={child} depth={depth + 1} />
          ))}
        </Box>
      )}
    </Box>
  );
}
