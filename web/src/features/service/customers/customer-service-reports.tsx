import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ServiceReport } from '@cmms/contracts';
import { SimpleTable, type SimpleColumn } from '../../../resources/detail/simple-table';
import { usePostList } from '../../../work-order-common/use-post-list';
import { serviceReportPath, workOrderPath } from '../../../work-order-common/work-order-paths';
import { ShownDate } from '../../../lib/shown-date';

/** The service reports written on a customer's work orders, newest first, each opening its printable view. */
export function CustomerServiceReports({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const { data, error, mutate } = usePostList<ServiceReport>('workorders.service-reports', {
    customer_id: customerId,
    offset: 0,
    limit: 50,
  });
  const columns: SimpleColumn<ServiceReport>[] = [
    {
      key: 'number',
      label: t('service.customer.report'),
      render: (row) => (
        <ChakraLink asChild colorPalette="teal" fontWeight="semibold" dir="ltr">
          <Link to={serviceReportPath(row.id)}>{row.number}</Link>
        </ChakraLink>
      ),
    },
    {
      key: 'workorder',
      label: t('resources.workorders.singular'),
      render: (row) => (
        <Stack gap="0">
          <ChakraLink asChild colorPalette="teal" dir="ltr">
            <Link to={workOrderPath(row.work_order.id)}>{row.work_order.number}</Link>
          </ChakraLink>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {row.work_order.title}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'findings',
      label: t('service.customer.findings'),
      render: (row) => <Text lineClamp={2}>{row.findings}</Text>,
    },
    {
      key: 'signed',
      label: t('service.customer.signedAt'),
      render: (row) => <ShownDate value={row.signed_at ?? row.created_at} />,
    },
  ];
  return (
    <SimpleTable
      columns={columns}
      rows={data?.rows}
      failed={Boolean(error)}
      error={error}
      retry={() => void mutate()}
      emptyText={t('assets.emptyRelated')}
      testId="customer-service-reports"
    />
  );
}
