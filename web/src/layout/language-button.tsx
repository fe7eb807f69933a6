import { Button, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguagesIcon } from './entry-icons';

/** The language switcher's trigger. The name includes the visible code ("Language EN"), as speech input users say what they see. */
export function LanguageButton(props: ButtonProps) {
  const { t, i18n } = useTranslation();
  return (
    <Button variant="ghost" size="sm" data-testid="language-switcher" {...props}>
      <LanguagesIcon aria-hidden />
      <VisuallyHidden>{t('layout.language')}</VisuallyHidden>
      {(i18n.resolvedLanguage ?? 'en').toUpperCase()}
    </Button>
  );
}
