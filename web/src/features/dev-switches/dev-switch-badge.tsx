import { lazy, Suspense, useState } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuZap } from 'react-icons/lu';
import { useDevSwitches } from './use-dev-switches';

const DevSwitchPanel = lazy(async () => ({ default: (await import('./dev-switch-panel')).DevSwitchPanel }));

/**
 * In the navbar while the server runs in development mode: a quiet "Dev" button, or an orange badge
 * counting the switches on (the environment's and each route's). Either opens the panel.
 */
export function DevSwitchBadge() {
  const { t } = useTranslation('dev-switches');
  const { data } = useDevSwitches();
  const [open, setOpen] = useState(false);
  if (!data?.enabled) return null;
  const on = data.switches.length + (data.server ? 1 : 0);
  return (
    <>
      <Button
        size="xs"
        variant={on ? 'solid' : 'outline'}
        colorPalette={on ? 'orange' : 'gray'}
        onClick={() => setOpen(true)}
        data-testid="dev-switches-badge"
        data-on={on}
        aria-label={on ? t('badge.onLabel', { n: on }) : t('badge.offLabel')}
        title={on ? t('badge.onLabel', { n: on }) : t('badge.offLabel')}
      >
        <LuZap />
        {/* On a phone the navbar has no room for words: the icon and the count say it (the label tells readers). */}
        <Box as="span" hideBelow="md">
          {on ? t('badge.on', { n: on }) : t('badge.dev')}
        </Box>
        {on > 0 && (
          <Box as="span" hideFrom="md">
            {on}
          </Box>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DevSwitchPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
