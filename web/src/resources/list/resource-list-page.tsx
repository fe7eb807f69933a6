import { lazy, Suspense, useState } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LuPlus } from 'react-icons/lu';
import { endpointIdOf, type ResourceDecl, type Row } from '@cmms/contracts';
import { touchedBy } from '../../api/api-key';
import { callEndpoint } from '../../api/http';
import { useRequestCycle } from '../../api/use-request-cycle';
import { useAppAbility } from '../../auth/use-app-ability';
import { PageHeader } from '../../layout/page-header';
import { ResourceGuard } from '../resource-guard';
import { resourcePath } from '../resource-path';
import { ConfirmDialog } from './confirm-dialog';
import { FilterBar } from './filter-bar';
import { ColumnChooser } from './column-chooser';
import { CsvDownload } from './csv-download';
import { listFilters } from './list-filters';
import { listQuery } from './list-early-read';
import { resourceExtension } from '../extensions/resource-extensions';
import { ListPagination } from './list-pagination';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import { useColumnChoice } from './use-column-choice';
import { useListState } from './use-list-state';
import type { ListState } from './list-state';
import { useTable } from '../table/use-table';
import { vocabularyName } from '../../lib/vocabulary-name';
import { resourceTitleKey } from '../resource-keys';
import { sectionTitleKey } from '../../layout/menu-items';

export { startListRead } from './list-early-read';

export function ResourceListPage() {
  return (
    <ResourceGuard action="read">
      {(resource) => <ResourceList key={resource.name} resource={resource} />}
    </ResourceGuard>
  );
}

type ListView = 'list' | 'tree';

/** A tree resource's list/tree switch and tree: their own chunk, which other lists never fetch. */
const ListViewToggle = lazy(() => import('./tree-view').then((m) => ({ default: m.ListViewToggle })));
const TreeList = lazy(() => import('./tree-view').then((m) => ({ default: m.TreeList })));

function ResourceList({ resource }: { resource: ResourceDecl }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { mutate } = useSWRConfig();
  const store = useListState(resource);
  const columnChoice = useColumnChoice(resource);
  const { search, deleted, filters } = store.state;
  // Resources with a parent reference (causes, locations) can also be seen as a tree.
  const [view, setView] = useState<ListView>('list');
  const tree = Boolean(resource.treeParent) && view === 'tree';
  const filterControls = listFilters(resource);
  const table = useTable<Row, ListState>({
    endpoint: tree ? null : endpointIdOf(resource, 'list'),
    store,
    request: (s) => listQuery(resource, s),
  });
  const action = useRequestCycle();
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const title = t(resourceTitleKey(resource.name));
  const revalidate = () => mutate(touchedBy(resource));

  const confirmDelete = async () => {
    if (!toDelete) return;
    const id = toDelete.id;
    await action.run((signal) => callEndpoint(endpointIdOf(resource, 'delete'), { id }, { method: 'DELETE', signal }));
    setToDelete(null);
    await revalidate();
  };

  const restore = async (row: Row) => {
    await action.run((signal) =>
      callEndpoint(endpointIdOf(resource, 'restore'), { id: row.id }, { method: 'POST', signal }),
    );
    await revalidate();
  };

  const rowName = toDelete
    ? vocabularyName(t, resource.name, toDelete, String(toDelete[resource.titleField] ?? toDelete.id))
    : '';

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t(resource.readOnly ? 'list.subtitleReadOnly' : 'list.subtitle', { name: title })}
        crumbs={[
          { label: t('menu.dashboard'), to: '/' },
          { label: t(sectionTitleKey(resource.area)) },
          { label: title },
        ]}
        actions={
          <>
            {resource.treeParent && (
              <Suspense fallback={null}>
                <ListViewToggle view={view} onChange={setView} />
              </Suspense>
            )}
            {!tree && resource.streamAll && <CsvDownload resource={resource} query={table.query} />}
            {!tree && resourceExtension(resource.name).listActions?.({ resource, query: table.query })}
            {!resource.readOnly && ability.can('create', resource.permission) && (
              <Button asChild colorPalette="teal" data-testid="list-create">
                <Link to={resourcePath(resource, 'new')}>
                  <LuPlus />
                  {t('list.create')}
                </Link>
              </Button>
            )}
          </>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs" overflow="hidden">
        <ListToolbar
          search={search}
          onSearch={table.setSearch}
          busy={table.validating}
          restorable={Boolean(resource.restorable) && !tree}
          deleted={deleted}
          onDeleted={store.setDeleted}
        >
          {!tree && <ColumnChooser resource={resource.name} choice={columnChoice} />}
        </ListToolbar>
        {tree ? (
          <Suspense fallback={null}>
            <TreeList resource={resource} search={search} />
          </Suspense>
        ) : (
          <>
            {filterControls.length > 0 && (
              <FilterBar
                filters={filterControls}
                values={filters}
                onChange={table.setFilter}
                onClear={table.clearFilters}
              />
            )}
            <ListTable
              resource={resource}
              columns={columnChoice.shown}
              table={table}
              onDelete={setToDelete}
              onRestore={(row) => void restore(row)}
            />
            <ListPagination {...table.pagination} />
          </>
        )}
      </Box>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('list.deleteTitle')}
        body={t('list.deleteBody', { name: rowName })}
        confirmLabel={t('list.delete')}
        loading={action.loading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
