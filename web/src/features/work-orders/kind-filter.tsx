import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dynamicKey } from '../../i18n/keys';

/** A row of chips that narrows a feed to one kind ('' = all); scrolls sideways on a phone. */
export function KindFilter({
  kinds,
  labelKey,
  value,
  onChange,
  testId,
}: {
  kinds: readonly string[];
  /** i18n prefix of the kinds' labels. */
  labelKey: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" overflowX="auto" pb="1" data-testid={testId} role="group">
      {['', ...kinds].map((kind) => (
        <Button
          key={kind || 'all'}
          size="sm"
          flexShrink={0}
          borderRadius="full"
          variant={value === kind ? 'solid' : 'outline'}
          colorPalette="teal"
          aria-pressed={value === kind}
          onClick={() => onChange(kind)}
          data-testid={`${testId}-${kind || 'all'}`}
        >
          {/* The kinds are a contracts list (UPDATE_KINDS, REVISION_TYPES), each labelled under the prefix. */}
          {kind ? t(dynamicKey(`${labelKey}.${kind}`)) : t('workOrders.all')}
        </Button>
      ))}
    </HStack>
  );
}
