import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateFilterInput } from '../../../components/date-filter-input';

export interface Period {
  start: string;
  end: string;
}

/** The period compliance is measured over (empty: the server's default, the last 30 days). */
export function CompliancePeriod({ value, onChange }: { value: Period; onChange: (next: Period) => void }) {
  const { t } = useTranslation();
  return (
    // Top-aligned, the texts as tall as the inputs: a date's note grows its own input only.
    <HStack gap="2" wrap="wrap" align="flex-start" data-testid="compliance-period">
      <Text fontSize="sm" color="fg.muted" lineHeight="2.25rem">
        {t('service.compliance.period')}
      </Text>
      <DateFilterInput
        id="compliance-start"
        size="sm"
        width="40"
        ariaLabel={t('service.compliance.start')}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        testId="compliance-start"
      />
      <Text aria-hidden lineHeight="2.25rem">
        –
      </Text>
      <DateFilterInput
        id="compliance-end"
        size="sm"
        width="40"
        ariaLabel={t('service.compliance.end')}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        testId="compliance-end"
      />
    </HStack>
  );
}
