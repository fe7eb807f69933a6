import { RadioGroup, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PermissionValue } from '@cmms/contracts';
import { PERMISSION_CHOICES } from '@cmms/contracts/permission-catalog';
import type { KeysUnder, TranslationKey } from '../i18n/keys';

const CHOICE_LABEL: Record<PermissionValue, KeysUnder<'permissions'>> = {
  '1': 'permissions.grant',
  '-1': 'permissions.deny',
  '0': 'permissions.inherit',
};
const CHOICE_PALETTE: Record<PermissionValue, string> = { '1': 'green', '-1': 'red', '0': 'gray' };

export const choiceLabelKey = (choice: PermissionValue): TranslationKey => CHOICE_LABEL[choice];

/** The three radio choices of one permission (or of a whole area), in the catalogue's order. */
export function ChoiceRadios({
  name,
  label,
  value,
  onChange,
  testId,
}: {
  name: string;
  label: string;
  value: PermissionValue | null;
  onChange: (value: PermissionValue) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup.Root
      name={name}
      size="sm"
      value={value}
      aria-label={label}
      onValueChange={({ value: next }) => {
        if (next) onChange(next as PermissionValue);
      }}
      data-testid={testId}
      data-value={value ?? ''}
    >
      <SimpleGrid columns={3} gap="1" w={{ base: '15rem', md: '18rem' }}>
        {PERMISSION_CHOICES.map((choice) => (
          <RadioGroup.Item
            key={choice}
            value={choice}
            colorPalette={CHOICE_PALETTE[choice]}
            data-testid={`${testId}-${choice}`}
            cursor="pointer"
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText fontSize="sm">{t(CHOICE_LABEL[choice])}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </SimpleGrid>
    </RadioGroup.Root>
  );
}
