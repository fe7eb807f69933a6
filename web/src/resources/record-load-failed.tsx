import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@cmms/contracts';
import { LoadFailed } from '../components/load-failed';
import { PageHeader } from '../layout/page-header';
import { resourcePath } from './resource-path';
import { resourceSingularKey, resourceTitleKey } from './resource-keys';

/** A record's screen (detail or edit form) whose read failed: the header to leave by, the message, a retry. */
export function RecordLoadFailed({
  resource,
  error,
  retry,
}: {
  resource: ResourceDecl;
  error: unknown;
  retry: () => void;
}) {
  const { t } = useTranslation();
  const title = t(resourceTitleKey(resource.name));
  return (
    <>
      <PageHeader
        title={t('detail.loadFailed', { name: t(resourceSingularKey(resource.name)) })}
        crumbs={[
          { label: t('menu.dashboard'), to: '/' },
          { label: title, to: resourcePath(resource) },
        ]}
      />
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl">
        <LoadFailed
          title={t('detail.loadFailed', { name: t(resourceSingularKey(resource.name)) })}
          error={error}
          retry={retry}
          testId="record-failed"
        />
      </Box>
    </>
  );
}
