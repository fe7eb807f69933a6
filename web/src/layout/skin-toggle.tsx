import { IconButton } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from './entry-icons';

/** Light/dark switch; next-themes persists it under `skin`. */
export function SkinToggle() {
  const { t } = useTranslation();
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  const label = dark ? t('layout.skinLight') : t('layout.skinDark');
  return (
    <IconButton
      variant="ghost"
      aria-label={label}
      title={label}
      data-testid="skin-toggle"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
