import { Badge, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import type { Envelope } from '@cmms/contracts';
import type { DemoClockStep, DemoStatus } from '@cmms/contracts/demo/endpoints';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuClock, LuPresentation, LuRotateCcw, LuUserRound } from 'react-icons/lu';
import { callEndpoint } from '../../api/http';
import { keepSession } from '../../auth/sign-in';
import { storedUserData } from '../../auth/session-storage';
import { clockOffset, setClockOffset } from '../../lib/app-now';
import { displayDate } from '../../lib/display-date';
import { ConfirmDialog } from '../../resources/list/confirm-dialog';

const STEPS: readonly DemoClockStep[] = ['hour', 'day', 'week'];

/**
 * The navbar's demo menu, in a demo session only (DEMO_SESSIONS=1 and a demo account): sign in as
 * another persona of the same data, move the session's clock forward, or reset its data. Each reloads
 * the console, so every screen, date and menu reads the new state.
 */
export function DemoMenu() {
  const { t } = useTranslation('demo');
  const [status, setStatus] = useState<DemoStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    callEndpoint<DemoStatus>('demo.status', {}, { signal: controller.signal })
      .then((next) => {
        setStatus(next);
        // The console's "now" follows the session's clock (and goes back to the real one outside a session).
        const offset = next.session?.clock_offset_ms ?? 0;
        if (offset !== clockOffset()) setClockOffset(offset);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const me = storedUserData();
  const session = status?.session;
  const persona = status?.personas.find((p) => p.email.toLowerCase() === me?.email?.toLowerCase());
  if (!session || !persona) return null;

  const post = async <T,>(id: 'demo.reset' | 'demo.persona' | 'demo.clock', body?: unknown) => {
    setBusy(true);
    try {
      return await callEndpoint<Envelope<T>>(id, {}, { method: 'POST', body });
    } finally {
      setBusy(false);
    }
  };
  const switchTo = async (role: string) => {
    const answer = await post<unknown>('demo.persona', { persona: role });
    // The new persona's home, as after signing in.
    if (answer.status === 'success' && keepSession(answer.payload)) window.location.assign('/');
  };
  const travel = async (advance: DemoClockStep) => {
    const answer = await post<{ clock_offset_ms: number }>('demo.clock', { advance });
    if (answer.status !== 'success' || !answer.payload) return;
    setClockOffset(answer.payload.clock_offset_ms);
    window.location.reload();
  };
  const reset = async () => {
    const answer = await post<unknown>('demo.reset');
    if (answer.status === 'success' && keepSession(answer.payload)) window.location.reload();
  };

  return (
    <>
      <Menu.Root
        onSelect={({ value }) => {
          if (value === 'reset') setConfirming(true);
          else if (value.startsWith('clock:')) void travel(value.slice(6) as DemoClockStep);
          else if (value.startsWith('persona:')) void switchTo(value.slice(8));
        }}
      >
        <Menu.Trigger asChild>
          {/* On a phone the icons alone (the navbar has no room for the words in every language). */}
          <Button
            variant="outline"
            size="sm"
            px={{ base: '2', md: '3' }}
            colorPalette="purple"
            loading={busy}
            aria-label={t('menu')}
            title={t('menu')}
            data-testid="demo-menu"
          >
            <LuPresentation />
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              {t('menu')}
            </Box>
            {session.clock_offset_ms > 0 && (
              <Badge colorPalette="orange" title={t('ahead')} data-testid="demo-clock-badge">
                <LuClock />
                <Box as="span" display={{ base: 'none', md: 'inline' }}>
                  {t('ahead')}
                </Box>
              </Badge>
            )}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64" data-testid="demo-menu-content">
              <Text px="3" pt="2" fontSize="xs" color="fg.muted">
                {t('private')}
              </Text>
              <Text px="3" pb="2" fontSize="xs" color="fg.muted" data-testid="demo-now">
                {t('now', { time: displayDate(session.now) })}
              </Text>
              <Menu.Separator />
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{t('personas')}</Menu.ItemGroupLabel>
                {status.personas.map((p) => (
                  <Menu.Item
                    key={p.role}
                    value={`persona:${p.role}`}
                    disabled={p.role === persona.role}
                    data-testid={`demo-persona-${p.role}`}
                  >
                    <LuUserRound />
                    {t(`roles.${p.role}`, { ns: 'translation', defaultValue: p.label })}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{t('clock')}</Menu.ItemGroupLabel>
                {STEPS.map((step) => (
                  <Menu.Item key={step} value={`clock:${step}`} data-testid={`demo-clock-${step}`}>
                    <LuClock />
                    {t(`step.${step}`)}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="reset" color="fg.error" data-testid="demo-reset">
                <LuRotateCcw />
                {t('reset')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirming}
        title={t('resetTitle')}
        body={t('resetBody')}
        confirmLabel={t('resetConfirm')}
        loading={busy}
        onConfirm={() => void reset()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
