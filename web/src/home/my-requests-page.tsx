import { useState } from 'react';
import { Box, Button, Card, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuMegaphone } from 'react-icons/lu';
import type { ListResponse } from '@cmms/contracts';
import { apiKey } from '../api/api-key';
import { useApiQuery } from '../api/use-api-query';
import { LoadFailed } from '../components/load-failed';
import { displayDate } from '../lib/display-date';
import { PageHeader } from '../layout/page-header';
import { ltr } from '../work-order-common/ltr-text';
import { StatusChip } from '../work-order-common/work-order-chips';
import { workOrderPath } from '../work-order-common/work-order-paths';
import type { WorkOrder } from '../work-order-common/work-order-row';
import { ReportProblemDialog } from './report-problem-dialog';

/** The requester's own requests, newest first (the server lists a requester only its own). */
export const MY_REQUESTS_QUERY = { sort: 'created_at', order: 'desc', limit: 50 };

/** A requester's first screen (issue 26): "Report a problem", and what became of each request. */
export function MyRequestsPage() {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const { data, error, mutate } = useApiQuery<ListResponse<WorkOrder>>(
    apiKey('workorders.list', {}, MY_REQUESTS_QUERY),
  );
  return (
    <>
      <PageHeader
        title={t('home.myRequests.title')}
        subtitle={t('workOrders.requests.subtitleOwn')}
        crumbs={[{ label: t('home.myRequests.title') }]}
      />
      <Button
        size="lg"
        colorPalette="teal"
        w={{ base: 'full', md: 'auto' }}
        mb="6"
        onClick={() => setReporting(true)}
        data-testid="report-problem"
      >
        <LuMegaphone />
        {t('home.report.title')}
      </Button>
      {!data && error && (
        <LoadFailed
          title={t('list.loadFailed')}
          error={error}
          retry={() => void mutate()}
          testId="my-requests-failed"
        />
      )}
      {!data && !error && <Skeleton h="32" borderRadius="xl" />}
      {data && data.rows.length === 0 && (
        <Text color="fg.muted" data-testid="my-requests-empty">
          {t('home.myRequests.empty')}
        </Text>
      )}
      <Stack gap="3" data-testid="my-requests">
        {(data?.rows ?? []).map((row) => (
          <Card.Root key={row.id} size="sm" data-testid="my-request" data-id={row.id}>
            <Card.Body gap="2">
              <Flex gap="2" justify="space-between" align="flex-start" wrap="wrap">
                <Box minW="0" flex="1">
                  <Text fontSize="xs" color="fg.muted">
                    {row.number}
                    {row.created_at && ` · ${ltr(displayDate(row.created_at) ?? '')}`}
                  </Text>
                  <Link to={workOrderPath(row.id)}>
                    <Text fontWeight="semibold" wordBreak="break-word" data-testid="my-request-title">
                      <bdi>{row.title}</bdi>
                    </Text>
                  </Link>
                  {row.locations.length > 0 && (
                    <Text fontSize="sm" color="fg.muted">
                      <bdi>{row.locations.map((l) => l.name).join(' · ')}</bdi>
                    </Text>
                  )}
                </Box>
                <StatusChip status={row.status} state={row.state} />
              </Flex>
              {row.reject_reason && (
                <Text fontSize="sm" color="fg.muted">
                  {t('home.myRequests.rejected', { reason: row.reject_reason })}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      {reporting && <ReportProblemDialog onClose={() => setReporting(false)} />}
    </>
  );
}
