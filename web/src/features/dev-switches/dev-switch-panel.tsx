import { useState } from 'react';
import { Box, Button, Dialog, HStack, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { endpoints, type Envelope } from '@cmms/contracts';
import { MOCK_FAILS, type DelayRange, type DevSwitch } from '@cmms/contracts/dev-switches/endpoints';
import { callEndpoint } from '../../api/http';
import { useRequestCycle } from '../../api/use-request-cycle';
import { LabeledField } from '../../components/labeled-field';
import { fieldErrors } from '../../resources/form/field-errors';
import { useDevSwitches } from './use-dev-switches';
import { dynamicKey } from '../../i18n/keys';

const METHODS = ['*', 'GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
const ROUTE_CHOICES = endpoints.map((e) => e.id).filter((id) => !id.startsWith('devSwitches.'));

const delayText = (d: DelayRange | null) => (d ? (d.min === d.max ? `${d.min}` : `${d.min}–${d.max}`) : '');

/**
 * The dev panel: the environment's switches (read-only), each route switch with its calls left and a
 * Clear button, and a form to add one (an endpoint id or a path, a method, a delay, a failure, how many
 * calls). Every change is the server's; the list is read back from it.
 */
export function DevSwitchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('dev-switches');
  const { data, mutate } = useDevSwitches();
  const cycle = useRequestCycle();
  const errors = fieldErrors(cycle.error);
  const [route, setRoute] = useState('');
  const [method, setMethod] = useState<string>('');
  const [delay, setDelay] = useState('');
  const [fail, setFail] = useState('');
  const [count, setCount] = useState('');

  const describe = (sw: { delay: DelayRange | null; fail: string | null }) =>
    [
      sw.delay ? t('panel.delayIs', { ms: delayText(sw.delay) }) : '',
      // The server names the failure (`404`, `network`); the panel's form offers only those `fails.*` names.
      sw.fail ? t('panel.failIs', { fail: t(dynamicKey<'dev-switches'>(`fails.${sw.fail}`)) }) : '',
    ]
      .filter(Boolean)
      .join(' · ');

  const add = async () => {
    const body = {
      route,
      ...(method ? { method } : {}),
      ...(delay.trim() ? { delay: delay.trim() } : {}),
      ...(fail ? { fail } : {}),
      ...(count.trim() ? { count: count.trim() } : {}),
    };
    const outcome = await cycle.run((signal) =>
      callEndpoint<Envelope<DevSwitch>>('devSwitches.set', {}, { method: 'POST', body, signal }),
    );
    if (outcome.ok) {
      setRoute('');
      setDelay('');
      setFail('');
      setCount('');
    }
    await mutate();
  };
  const clear = async (id?: number) => {
    await cycle.run((signal) =>
      id === undefined
        ? callEndpoint<Envelope<null>>('devSwitches.clear-all', {}, { method: 'DELETE', signal })
        : callEndpoint<Envelope<null>>('devSwitches.clear', { id }, { method: 'DELETE', signal }),
    );
    await mutate();
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="dev-switches-panel">
            <Dialog.Header>
              <Dialog.Title>{t('panel.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text color="fg.muted" fontSize="sm">
                  {t('panel.intro')}
                </Text>
                {data?.server && (
                  <Box
                    borderWidth="1px"
                    borderColor="orange.muted"
                    bg="orange.subtle"
                    rounded="md"
                    p="3"
                    data-testid="dev-switches-server"
                  >
                    <Text fontWeight="semibold">{t('panel.server')}</Text>
                    <Text fontSize="sm">
                      {describe(data.server)}
                      {data.server.fail && data.server.rate < 1
                        ? ` · ${t('panel.rate', { percent: Math.round(data.server.rate * 100) })}`
                        : ''}
                    </Text>
                  </Box>
                )}
                <Stack gap="2" data-testid="dev-switches-list">
                  <Text fontWeight="semibold">{t('panel.routes')}</Text>
                  {!data?.switches.length && (
                    <Text color="fg.muted" fontSize="sm" data-testid="dev-switches-none">
                      {t('panel.none')}
                    </Text>
                  )}
                  {data?.switches.map((sw) => (
                    <HStack
                      key={sw.id}
                      justify="space-between"
                      align="start"
                      borderWidth="1px"
                      rounded="md"
                      p="2"
                      data-testid="dev-switch-row"
                    >
                      <Box minW="0">
                        <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" dir="ltr" textAlign="start">
                          {sw.method === '*' ? '' : `${sw.method} `}
                          {sw.route}
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          {describe(sw)} ·{' '}
                          {sw.remaining === null ? t('panel.untilCleared') : t('panel.remaining', { n: sw.remaining })}
                        </Text>
                      </Box>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => void clear(sw.id)}
                        data-testid="dev-switch-clear"
                      >
                        {t('panel.clear')}
                      </Button>
                    </HStack>
                  ))}
                </Stack>
                <form
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    void add();
                  }}
                >
                  <Stack gap="3" data-testid="dev-switches-form">
                    <Text fontWeight="semibold">{t('panel.add')}</Text>
                    <LabeledField
                      id="dev-switch-route"
                      label={t('form.route')}
                      helper={t('form.routeHelp')}
                      error={errors.route}
                      required
                    >
                      <Input
                        id="dev-switch-route"
                        list="dev-switch-routes"
                        dir="ltr"
                        value={route}
                        onChange={(e) => setRoute(e.target.value)}
                        placeholder="hardware.list"
                      />
                      <datalist id="dev-switch-routes">
                        {ROUTE_CHOICES.map((id) => (
                          <option key={id} value={id} />
                        ))}
                      </datalist>
                    </LabeledField>
                    <HStack gap="3" align="start" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
                      <LabeledField id="dev-switch-method" label={t('form.method')} error={errors.method}>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            id="dev-switch-method"
                            value={method}
                            onChange={(e) => setMethod(e.target.value)}
                          >
                            <option value="">{t('form.methodOfRoute')}</option>
                            {METHODS.map((m) => (
                              <option key={m} value={m}>
                                {m === '*' ? t('form.anyMethod') : m}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </LabeledField>
                      <LabeledField id="dev-switch-fail" label={t('form.fail')} error={errors.fail}>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            id="dev-switch-fail"
                            value={fail}
                            onChange={(e) => setFail(e.target.value)}
                          >
                            <option value="">{t('form.noFail')}</option>
                            {MOCK_FAILS.map((f) => (
                              <option key={f} value={f}>
                                {t(`fails.${f}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </LabeledField>
                    </HStack>
                    <HStack gap="3" align="start" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
                      <LabeledField
                        id="dev-switch-delay"
                        label={t('form.delay')}
                        helper={t('form.delayHelp')}
                        error={errors.delay}
                      >
                        <Input
                          id="dev-switch-delay"
                          dir="ltr"
                          inputMode="numeric"
                          value={delay}
                          onChange={(e) => setDelay(e.target.value)}
                          placeholder="800"
                        />
                      </LabeledField>
                      <LabeledField
                        id="dev-switch-count"
                        label={t('form.count')}
                        helper={t('form.countHelp')}
                        error={errors.count}
                      >
                        <Input
                          id="dev-switch-count"
                          inputMode="numeric"
                          value={count}
                          onChange={(e) => setCount(e.target.value)}
                        />
                      </LabeledField>
                    </HStack>
                    <HStack>
                      <Button
                        type="submit"
                        colorPalette="orange"
                        loading={cycle.status === 'loading'}
                        data-testid="dev-switch-add"
                      >
                        {t('form.submit')}
                      </Button>
                    </HStack>
                  </Stack>
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                onClick={() => void clear()}
                disabled={!data?.switches.length}
                data-testid="dev-switches-clear-all"
              >
                {t('panel.clearAll')}
              </Button>
              <Button onClick={onClose} data-testid="dev-switches-close">
                {t('panel.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
