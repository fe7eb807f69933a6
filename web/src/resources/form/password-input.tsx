import { useState } from 'react';
import { Button, Clipboard, Field, HStack, IconButton, Input, InputGroup, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEye, LuEyeOff, LuWandSparkles } from 'react-icons/lu';
import { generatePassword } from './generate-password';

/**
 * A write-only password: the field, its confirmation when the declaration asks for one, and a
 * 'generate password' action that fills both with a strong random password and shows it so it can
 * be copied and handed over. Never prefilled; left empty on edit it keeps the stored password.
 */
export function PasswordInput({
  id,
  fieldKey,
  value,
  confirmation,
  withConfirmation,
  confirmationError,
  error,
  onChange,
}: {
  id: string;
  fieldKey: string;
  value: string;
  confirmation: string;
  withConfirmation: boolean;
  confirmationError?: string;
  /** The password's own message, shown right under it (the confirmation follows below). */
  error?: string;
  onChange: (value: string, confirmation: string) => void;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const type = visible ? 'text' : 'password';
  const toggle = (
    <IconButton
      size="xs"
      variant="ghost"
      aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
      title={visible ? t('form.hidePassword') : t('form.showPassword')}
      onClick={() => setVisible((v) => !v)}
      data-testid={`password-visibility-${fieldKey}`}
    >
      {visible ? <LuEyeOff /> : <LuEye />}
    </IconButton>
  );
  return (
    <Stack gap="3" w="full">
      <HStack gap="2" align="stretch" w="full">
        <InputGroup flex="1" endElement={toggle}>
          <Input
            id={id}
            name={fieldKey}
            type={type}
            dir="ltr"
            autoComplete="new-password"
            value={value}
            onChange={(e) => onChange(e.target.value, confirmation)}
            fontFamily={visible ? 'mono' : undefined}
          />
        </InputGroup>
        {visible && value && (
          <Clipboard.Root value={value}>
            <Clipboard.Trigger asChild>
              <IconButton
                size="md"
                variant="outline"
                aria-label={t('form.copyPassword')}
                title={t('form.copyPassword')}
              >
                <Clipboard.Indicator />
              </IconButton>
            </Clipboard.Trigger>
          </Clipboard.Root>
        )}
        <Button
          variant="outline"
          colorPalette="teal"
          onClick={() => {
            const generated = generatePassword();
            setVisible(true);
            onChange(generated, withConfirmation ? generated : confirmation);
          }}
          data-testid={`generate-${fieldKey}`}
        >
          <LuWandSparkles />
          {t('form.generatePassword')}
        </Button>
      </HStack>
      <Field.ErrorText mt="-1.5" data-testid={`error-${fieldKey}`}>
        {error}
      </Field.ErrorText>
      {withConfirmation && (
        <Field.Root invalid={Boolean(confirmationError)} data-testid={`field-${fieldKey}_confirmation`}>
          <Field.Label htmlFor={`${id}_confirmation`}>{t('form.confirmPassword')}</Field.Label>
          <Input
            id={`${id}_confirmation`}
            name={`${fieldKey}_confirmation`}
            type={type}
            dir="ltr"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => onChange(value, e.target.value)}
            fontFamily={visible ? 'mono' : undefined}
          />
          <Field.ErrorText>{confirmationError}</Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  );
}
