import { useState } from 'react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgreementCompliance, CustomerCompliance } from '@cmms/contracts';
import { apiKey } from '../../../api/api-key';
import { useApiQuery } from '../../../api/use-api-query';
import { ServerResponse } from '../../../resources/detail/child-collection';
import { AgreementComplianceView } from './compliance-view';
import { CompliancePeriod, type Period } from './compliance-period';

/** The period's query: only the ends chosen (the server measures the last 30 days otherwise). */
const periodQuery = (period: Period) => ({ start: period.start || undefined, end: period.end || undefined });

/** An SLA's live compliance, over a period the user may change. */
export function AgreementComplianceTab({ agreementId }: { agreementId: number }) {
  const [period, setPeriod] = useState<Period>({ start: '', end: '' });
  const { data, error } = useApiQuery<AgreementCompliance>(
    apiKey('agreements.compliance', { id: agreementId }, periodQuery(period)),
  );
  return (
    <Stack gap="4" data-testid="agreement-compliance">
      <CompliancePeriod value={period} onChange={setPeriod} />
      {error ? (
        // Spec point 8: an SLA call's failure shows the server's answer.
        <ServerResponse messages={error.messages} testId="compliance-error" />
      ) : data ? (
        <AgreementComplianceView data={data} />
      ) : (
        <Skeleton h="40" borderRadius="lg" />
      )}
    </Stack>
  );
}

/** Every SLA of a customer measured over one period (the customer page's tab). */
export function CustomerComplianceTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>({ start: '', end: '' });
  const { data, error } = useApiQuery<CustomerCompliance>(
    apiKey('customers.sla-compliance', { id: customerId }, periodQuery(period)),
  );
  return (
    <Stack gap="6" data-testid="customer-compliance">
      <CompliancePeriod value={period} onChange={setPeriod} />
      {error ? (
        // Spec point 8: an SLA call's failure shows the server's answer.
        <ServerResponse messages={error.messages} testId="compliance-error" />
      ) : !data ? (
        <Skeleton h="40" borderRadius="lg" />
      ) : data.agreements.length === 0 ? (
        <Text color="fg.muted">{t('service.compliance.noAgreements')}</Text>
      ) : (
        data.agreements.map((agreement) => (
          <AgreementComplianceView key={agreement.agreement.id} data={agreement} showName />
        ))
      )}
    </Stack>
  );
}
