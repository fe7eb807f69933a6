import { useState } from 'react';
import { Badge, Button, Checkbox, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WorkOrderChecklist } from '@cmms/contracts';
import { notify } from '../../../toast/notify';
import { useWorkOrderCall } from '../use-work-order-call';

type Parameter = WorkOrderChecklist['parameters'][number];

/** "10 – 40 °C", "≥ 10 bar", "≤ 5 mm": the range a reading should fall in. */
export function rangeText(p: Pick<Parameter, 'min' | 'max' | 'unit'>): string {
  const unit = p.unit ? ` ${p.unit}` : '';
  if (p.min !== null && p.max !== null) return `${p.min} – ${p.max}${unit}`;
  if (p.min !== null) return `≥ ${p.min}${unit}`;
  if (p.max !== null) return `≤ ${p.max}${unit}`;
  return '';
}

/**
 * One parameter's reading: a number in its unit, its range beside it, and once read whether it fell
 * in range. An out-of-range reading can raise a follow-up work order.
 */
export function ParameterReading({
  checklistId,
  parameter,
  disabled,
}: {
  checklistId: number;
  parameter: Parameter;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { call, loading, errors, status } = useWorkOrderCall({ quiet: true });
  const reading = parameter.reading;
  const [value, setValue] = useState(reading ? String(reading.value) : '');
  const [followUp, setFollowUp] = useState(false);
  const range = rangeText(parameter);

  const save = async () => {
    const number = Number(value.replace(',', '.'));
    const body: Record<string, unknown> = {
      parameter_id: parameter.id,
      value: value.trim() !== '' && Number.isFinite(number) ? number : value.trim(),
    };
    if (followUp) body.follow_up = true;
    const saved = await call<{ follow_up: { number: string } | null }>(
      'workorders.checklist-reading',
      { id: checklistId },
      { method: 'POST', body },
    );
    if (saved?.follow_up)
      notify('blank', t('workOrders.checklists.followUpRaised', { number: saved.follow_up.number }));
  };

  return (
    <Flex
      gap="3"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      wrap="wrap"
      align="center"
      data-testid="checklist-reading"
      data-parameter-id={parameter.id}
    >
      <Stack gap="0.5" flex="1" minW="48">
        <Text fontWeight="medium">
          {parameter.name}
          {parameter.required && (
            <Text as="span" color="fg.error" ms="1">
              *
            </Text>
          )}
        </Text>
        {range && (
          <Text fontSize="xs" color="fg.muted">
            {/* The range reads left to right inside any sentence (Arabic included). */}
            {t('workOrders.checklists.range', { range: `\u2068${range}\u2069` })}
          </Text>
        )}
        {status === 'succeeded' && (
          <Text role="status" fontSize="xs" color="fg.success" data-testid="reading-saved">
            {t('workOrders.checklists.savedInPlace')}
          </Text>
        )}
      </Stack>
      <HStack gap="2" flexWrap="wrap">
        <HStack gap="1">
          <Input
            type="number"
            inputMode="decimal"
            step="any"
            w="32"
            dir="ltr"
            value={value}
            disabled={disabled}
            aria-label={parameter.name}
            aria-invalid={Boolean(errors.value)}
            onChange={(e) => setValue(e.target.value)}
            data-testid="reading-value"
          />
          {parameter.unit && (
            <Text color="fg.muted" dir="ltr">
              {parameter.unit}
            </Text>
          )}
        </HStack>
        <Button
          size={{ base: 'md', md: 'sm' }}
          colorPalette="teal"
          variant="outline"
          disabled={disabled || value.trim() === ''}
          loading={loading}
          onClick={() => void save()}
          data-testid="reading-save"
        >
          {t('workOrders.checklists.record')}
        </Button>
        {reading && (
          <Badge
            colorPalette={reading.in_range ? 'green' : 'red'}
            variant="subtle"
            data-testid="reading-result"
            data-in-range={reading.in_range}
          >
            {reading.in_range ? t('workOrders.checklists.inRange') : t('workOrders.checklists.outOfRange')}
          </Badge>
        )}
      </HStack>
      {!disabled && (parameter.min !== null || parameter.max !== null) && (
        <Checkbox.Root
          size="sm"
          w="full"
          checked={followUp}
          onCheckedChange={({ checked }) => setFollowUp(checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('workOrders.checklists.followUpOutOfRange')}</Checkbox.Label>
        </Checkbox.Root>
      )}
      {errors.value && (
        <Text w="full" fontSize="sm" color="fg.error">
          {errors.value}
        </Text>
      )}
    </Flex>
  );
}
