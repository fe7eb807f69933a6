import { useParams } from 'react-router';
import { Box, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl, Row } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { useApiQuery } from '../../api/use-api-query';
import { isCallFailure } from '../../components/load-failed';
import { RecordLoadFailed } from '../record-load-failed';
import { PageHeader } from '../../layout/page-header';
import { NotFoundPage } from '../../layout/not-found-page';
import { ResourceGuard } from '../resource-guard';
import { ResourceForm } from './resource-form';
import { resourceTitleKey } from '../resource-keys';

/** Create (`/:area/:resource/new`) and edit (`/:area/:resource/:id/edit`) for any declared resource. */
export function ResourceFormPage({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <ResourceGuard action={mode === 'create' ? 'create' : 'update'}>
      {(resource) =>
        mode === 'create' ? (
          <ResourceForm key={`${resource.name}-new`} resource={resource} row={null} />
        ) : (
          <EditLoader resource={resource} />
        )
      }
    </ResourceGuard>
  );
}

function EditLoader({ resource }: { resource: ResourceDecl }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error, mutate } = useApiQuery<Row>(/^\d+$/.test(id) ? apiKey(`${resource.name}.detail`, { id }) : null);
  if (!data && isCallFailure(error)) {
    return <RecordLoadFailed resource={resource} error={error} retry={() => void mutate()} />;
  }
  if (!/^\d+$/.test(id) || error || (data && typeof data.id !== 'number')) return <NotFoundPage />;
  if (!data) {
    const title = t(resourceTitleKey(resource.name));
    return (
      <>
        <PageHeader title={t('form.loading')} crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: title }]} />
        <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" p="6" data-testid="form-skeleton">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {Array.from({ length: 6 }, (_, i) => (
              <Stack key={i} gap="2">
                <Skeleton h="4" w="28" />
                <Skeleton h="10" />
              </Stack>
            ))}
          </SimpleGrid>
        </Box>
      </>
    );
  }
  // Keyed by id: a different record (or a just-created one) starts from a fresh form state.
  return <ResourceForm key={`${resource.name}-${data.id}`} resource={resource} row={data} />;
}
