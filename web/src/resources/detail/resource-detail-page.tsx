import { Box, Button, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import type { ResourceDecl, Row } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { useApiQuery } from '../../api/use-api-query';
import { useAppAbility } from '../../auth/use-app-ability';
import { PageHeader } from '../../layout/page-header';
import { NotFoundPage } from '../../layout/not-found-page';
import { CycleStateBadge } from '../cycle-state-badge';
import type { CycleStatus } from '../../api/request-cycle';
import type { ToastMessages } from '../../toast/toast-text';
import { isCallFailure } from '../../components/load-failed';
import { RecordLoadFailed } from '../record-load-failed';
import { ResourceGuard } from '../resource-guard';
import { resourcePath } from '../resource-path';
import { DetailFields } from './detail-fields';
import { RecordImage } from './record-image';
import { detailTabs, resourceExtension } from '../extensions/resource-extensions';
import { RecordActions, rowTitle } from '../extensions/record-actions';
import { vocabularyName } from '../../lib/vocabulary-name';
import { recordSubtitle } from './record-subtitle';
import { optionLabelKey } from '../enum-option';
import { resourceSingularKey, resourceTitleKey } from '../resource-keys';

/** `/:area/:resource/:id`: the record's fields, then the resource's own tabs (members, files, …). */
export function ResourceDetailPage() {
  return (
    <ResourceGuard action="read">
      {(resource) => <DetailLoader key={resource.name} resource={resource} />}
    </ResourceGuard>
  );
}

function DetailLoader({ resource }: { resource: ResourceDecl }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, error, cycle, mutate } = useApiQuery<Row>(valid ? apiKey(`${resource.name}.detail`, { id }) : null);
  const title = t(resourceTitleKey(resource.name));
  if (valid && !data && isCallFailure(error)) {
    return <RecordLoadFailed resource={resource} error={error} retry={() => void mutate()} />;
  }
  // The detail answers an error envelope (`User not found`) for a missing id: that is not a row.
  if (!valid || error || (data && typeof data.id !== 'number')) return <NotFoundPage />;
  if (!data) {
    return (
      <>
        <PageHeader title={t('form.loading')} crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: title }]} />
        <Stack bg="bg.panel" borderWidth="1px" borderRadius="xl" p="6" gap="4" data-testid="detail-skeleton">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="5" w={`${50 + ((i * 17) % 40)}%`} />
          ))}
        </Stack>
      </>
    );
  }
  return <ResourceDetail resource={resource} row={data} status={cycle.status} error={cycle.error} />;
}

function ResourceDetail({
  resource,
  row,
  status,
  error,
}: {
  resource: ResourceDecl;
  row: Row;
  status: CycleStatus;
  error: ToastMessages;
}) {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const title = t(resourceTitleKey(resource.name));
  const tabs = detailTabs(resource.name);
  const { actions = [], summary, overview, header } = resourceExtension(resource.name);
  const own = header?.(row, t, i18n.language) ?? {};
  const tab = tabs.some((x) => x.key === params.get('tab')) ? params.get('tab')! : 'details';
  const deleted = Boolean(row.deleted_at);
  // The row may refuse edits the ability allows (an issued invoice): its `available_actions` say so.
  const canEdit =
    !resource.readOnly &&
    !deleted &&
    ability.can('update', resource.permission) &&
    row.available_actions?.update !== false;
  return (
    <>
      <PageHeader
        title={
          own.title ??
          (row[resource.titleField] == null
            ? t(resourceSingularKey(resource.name))
            : vocabularyName(t, resource.name, row, String(row[resource.titleField])))
        }
        subtitle={
          own.subtitle ??
          recordSubtitle(
            resource,
            row,
            (ref, value) => vocabularyName(t, ref, value),
            (fieldKey, option) => t(optionLabelKey(resource.name, fieldKey, option)),
          ) ??
          t('detail.subtitle', { name: t(resourceSingularKey(resource.name)) })
        }
        crumbs={[
          { label: t('menu.dashboard'), to: '/' },
          { label: title, to: resourcePath(resource) },
          { label: t('detail.crumb') },
        ]}
        actions={
          <>
            <CycleStateBadge status={status} error={error} />
            {actions.length > 0 && (
              <RecordActions actions={actions} row={row} title={rowTitle(resource, row)} variant="button" />
            )}
            {canEdit && (
              <Button asChild colorPalette="teal" data-testid="detail-edit">
                <Link to={resourcePath(resource, row.id, 'edit')}>
                  <LuPencil />
                  {t('list.edit')}
                </Link>
              </Button>
            )}
          </>
        }
      />
      {overview?.(row)}
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs" data-testid="resource-detail">
        <Tabs.Root
          value={tab}
          onValueChange={({ value }) => setParams(value === 'details' ? {} : { tab: value }, { replace: true })}
          lazyMount
          unmountOnExit
          colorPalette="teal"
        >
          <Tabs.List px={{ base: '2', md: '4' }} overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'thin' }}>
            <Tabs.Trigger value="details" flexShrink={0} data-testid="tab-details">
              {t('detail.details')}
            </Tabs.Trigger>
            {tabs.map((x) => (
              <Tabs.Trigger key={x.key} value={x.key} flexShrink={0} data-testid={`tab-${x.key}`}>
                {t(x.labelKey)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="details" p={{ base: '4', md: '6' }}>
            {resource.image && <RecordImage resource={resource} row={row} />}
            {summary?.(row)}
            <DetailFields resource={resource} row={row} />
          </Tabs.Content>
          {tabs.map((x) => (
            <Tabs.Content key={x.key} value={x.key} p={{ base: '4', md: '6' }}>
              {x.render(row)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Box>
    </>
  );
}
