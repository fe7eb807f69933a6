import { Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { SEEDED_VOCABULARIES } from '@cmms/contracts/kit/seeded-vocabularies';
import { LANGUAGES } from '../i18n/languages';
import { LanguageButton } from './language-button';

/** A seeded vocabulary's own list or picker: the server finds and sorts its rows by the reader's names. */
const readsSeededNames = (key: unknown): boolean =>
  Array.isArray(key) && typeof key[0] === 'string' && Object.hasOwn(SEEDED_VOCABULARIES, key[0].split('.')[0]!);

/** The switcher's menu (its own chunk: zag's menu and positioning are not needed to paint the login form). */
export default function LanguageMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const { t, i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const current = i18n.resolvedLanguage ?? 'en';
  const choose = async (language: string) => {
    await i18n.changeLanguage(language);
    await mutate(readsSeededNames);
  };
  return (
    <Menu.Root defaultOpen={defaultOpen} onSelect={({ value }) => void choose(value)}>
      <Menu.Trigger asChild>
        <LanguageButton />
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
