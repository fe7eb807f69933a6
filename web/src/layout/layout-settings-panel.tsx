import { Button, CloseButton, Drawer, Field, NativeSelect, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { useTranslation } from 'react-i18next';
import { dynamicKey } from '../i18n/keys';
import {
  LAYOUT_OPTIONS,
  resetLayoutSettings,
  setLayoutSettings,
  useLayoutSettings,
  type LayoutChoice,
  type LayoutSettings,
} from './layout-settings';

const SKINS = ['light', 'dark'] as const;
type Toggle = 'isRTL' | 'menuCollapsed' | 'menuHidden';

/**
 * The layout settings panel (spec point 3): skin, direction, layout type, menu collapsed or hidden,
 * footer, navbar type and colour, content width and the toast position. Every change applies and is
 * stored at once. Its code loads when the panel first opens (`layout-customizer.tsx` holds the tab).
 */
export function LayoutSettingsPanel({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useTranslation();
  const settings = useLayoutSettings();
  const { resolvedTheme, setTheme } = useTheme();

  // Every option of LAYOUT_OPTIONS has its label; the compiler cannot pair a generic choice with its options.
  const optionKey = (key: LayoutChoice, option: string) => dynamicKey(`layout.settings.options.${key}.${option}`);
  const choice = <K extends LayoutChoice>(key: K) => (
    <Field.Root key={key}>
      <Field.Label htmlFor={`layout-${key}`}>{t(`layout.settings.${key}`)}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={`layout-${key}`}
          value={settings[key]}
          onChange={(e) => setLayoutSettings({ [key]: e.target.value } as Partial<LayoutSettings>)}
          data-testid={`layout-${key}`}
        >
          {LAYOUT_OPTIONS[key].map((option) => (
            <option key={option} value={option}>
              {t(optionKey(key, option))}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  const toggle = (key: Toggle) => (
    <Switch.Root
      key={key}
      checked={settings[key]}
      onCheckedChange={({ checked }) => setLayoutSettings({ [key]: checked })}
      colorPalette="teal"
      justifyContent="space-between"
      w="full"
      data-testid={`layout-${key}`}
    >
      <Switch.HiddenInput />
      <Switch.Label>{t(`layout.settings.${key}`)}</Switch.Label>
      <Switch.Control />
    </Switch.Root>
  );

  return (
    <Drawer.Root open={open} onOpenChange={({ open: next }) => setOpen(next)} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="layout-settings">
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Drawer.Title>{t('layout.settings.title')}</Drawer.Title>
              <Text fontSize="sm" color="fg.muted">
                {t('layout.settings.subtitle')}
              </Text>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label htmlFor="layout-skin">{t('layout.settings.skin')}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      id="layout-skin"
                      value={resolvedTheme === 'dark' ? 'dark' : 'light'}
                      onChange={(e) => setTheme(e.target.value)}
                      data-testid="layout-skin"
                    >
                      {SKINS.map((skin) => (
                        <option key={skin} value={skin}>
                          {t(`layout.settings.options.skin.${skin}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {toggle('isRTL')}
                {choice('layout')}
                {toggle('menuCollapsed')}
                {toggle('menuHidden')}
                {choice('contentWidth')}
                {choice('navbarType')}
                {choice('navbarColor')}
                {choice('footerType')}
                {choice('toastPosition')}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button
                variant="outline"
                onClick={() => {
                  resetLayoutSettings();
                  setTheme('light');
                }}
                data-testid="layout-reset"
              >
                {t('layout.settings.reset')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('layout.settings.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
