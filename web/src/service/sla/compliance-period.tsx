import { HStack, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface Period {
  start: string;
  end: string;
}

/** The period compliance is measured over (empty: the server's default, the last 30 days). */
export function CompliancePeriod({ value, onChange }: { value: Period; onChange: (next: Period) => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap" data-testid="compliance-period">
      <Text fontSize="sm" color="fg.muted">
        {t('service.compliance.period')}
      </Text>
      <Input
        type="date"
        size="sm"
        w="auto"
        aria-label={t('service.compliance.start')}
        value={value.start}
        onChange={(e) => onChange({ ...value, start: e.target.value })}
        data-testid="compliance-start"
      />
      <Text aria-hidden>–</Text>
      <Input
        type="date"
        size="sm"
        w="auto"
        aria-label={t('service.compliance.end')}
        value={value.end}
        onChange={(e) => onChange({ ...value, end: e.target.value })}
        data-testid="compliance-end"
      />
    </HStack>
  );
}
