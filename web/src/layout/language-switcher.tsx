import { Button, Menu, Portal, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLanguages } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { SEEDED_VOCABULARIES } from '@cmms/contracts/kit/seeded-vocabularies';
import { LANGUAGES } from '../i18n/languages';

/** A seeded vocabulary's own list or picker: the server finds and sorts its rows by the reader's names. */
const readsSeededNames = (key: unknown): boolean =>
  Array.isArray(key) && typeof key[0] === 'string' && Object.hasOwn(SEEDED_VOCABULARIES, key[0].split('.')[0]!);

/** Language names are shown in their own language so anyone can find theirs. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const current = i18n.resolvedLanguage ?? 'en';
  const choose = async (language: string) => {
    await i18n.changeLanguage(language);
    await mutate(readsSeededNames);
  };
  return (
    <Menu.Root onSelect={({ value }) => void choose(value)}>
      <Menu.Trigger asChild>
        {/* The name includes the visible code ("Language EN"), as speech input users say what they see. */}
        <Button variant="ghost" size="sm" data-testid="language-switcher">
          <LuLanguages aria-hidden />
          <VisuallyHidden>{t('layout.language')}</VisuallyHidden>
          {current.toUpperCase()}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup value={current}>
              {LANGUAGES.map((language) => (
                <Menu.RadioItem key={language.code} value={language.code} data-testid={`language-${language.code}`}>
                  {t(`languages.${language.code}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
