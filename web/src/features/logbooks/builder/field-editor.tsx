import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuGripVertical, LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import {
  FIELD_KINDS,
  OUT_OF_RANGE_ACTIONS,
  fieldTitle,
  keyLabel,
  type BuilderField,
  type FieldKind,
  type OutOfRangeAction,
} from './model';

/** What is being dragged: a field (by id) or a section (by id). */
export type Dragged = { type: 'field'; id: string } | { type: 'section'; id: string };

export const DRAG_MIME = 'application/x-cmms-builder';

/**
 * The grip every movable card has: drag it (native drag and drop), or focus it and press Alt+ArrowUp /
 * Alt+ArrowDown; the up and down buttons beside it do the same with a click or Enter.
 */
export function ReorderControls({
  name,
  index,
  count,
  handleId,
  onMove,
  onDragStart,
  onDragEnd,
  testId,
}: {
  name: string;
  index: number;
  count: number;
  handleId: string;
  onMove: (delta: number) => void;
  onDragStart: (e: DragEvent) => void;
  onDragEnd: () => void;
  testId: string;
}) {
  const { t } = useTranslation('logbooks');
  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    onMove(e.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    <HStack gap="0" flexShrink={0}>
      <IconButton
        id={handleId}
        size="sm"
        variant="ghost"
        cursor="grab"
        draggable
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onKeyDown={onKeyDown}
        aria-label={t('builder.reorder.handle', { name })}
        title={t('builder.reorder.hint')}
        data-testid={`${testId}-handle`}
      >
        <LuGripVertical />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label={t('builder.reorder.up', { name })}
        data-testid={`${testId}-up`}
      >
        <LuArrowUp />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={t('builder.reorder.down', { name })}
        data-testid={`${testId}-down`}
      >
        <LuArrowDown />
      </IconButton>
    </HStack>
  );
}

/** A drop target: a card shows where the dragged item lands while it hovers. */
export function useDropTarget(accepts: (e: DragEvent) => boolean, onDrop: () => void) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  return {
    over,
    props: {
      onDragEnter: (e: DragEvent) => {
        if (!accepts(e)) return;
        depth.current += 1;
        setOver(true);
      },
      onDragLeave: () => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      },
      onDragOver: (e: DragEvent) => {
        if (!accepts(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
      },
      onDrop: (e: DragEvent) => {
        depth.current = 0;
        setOver(false);
        if (!accepts(e)) return;
        e.preventDefault();
        e.stopPropagation();
        onDrop();
      },
    },
  };
}

function NumberInput({
  id,
  label,
  value,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
}) {
  return (
    <Field.Root>
      <Field.Label htmlFor={id} fontSize="xs">
        {label}
      </Field.Label>
      <Input
        id={id}
        size="sm"
        inputMode="decimal"
        dir="ltr"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </Field.Root>
  );
}

function Group({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={title}>
      <Text fontSize="xs" fontWeight="semibold">
        {title}
      </Text>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {hint}
      </Text>
      {children}
    </Box>
  );
}

/** One field's card: kind, label, help, required, and what its kind needs (unit, limits, range, options). */
export function FieldEditor({
  field,
  index,
  count,
  errors,
  onChange,
  onLabel,
  onMove,
  onRemove,
  dragging,
  drag,
}: {
  field: BuilderField;
  index: number;
  count: number;
  errors?: string[];
  onChange: (f: BuilderField) => void;
  onLabel: (label: string) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  dragging: boolean;
  drag: {
    start: (e: DragEvent) => void;
    end: () => void;
    accepts: (e: DragEvent) => boolean;
    drop: () => void;
  };
}) {
  const { t } = useTranslation('logbooks');
  const id = field.id;
  const name = fieldTitle(field, t('builder.untitledField'));
  const set = (patch: Partial<BuilderField>) => onChange({ ...field, ...patch });
  const numeric = field.kind === 'number' || field.kind === 'meter';
  const testId = `field-${field.key}`;
  const target = useDropTarget(drag.accepts, drag.drop);
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      bg="bg.panel"
      opacity={dragging ? 0.5 : 1}
      borderColor={errors?.length ? 'border.error' : target.over ? 'teal.solid' : undefined}
      boxShadow={target.over ? '0 -3px 0 0 var(--chakra-colors-teal-solid)' : undefined}
      data-testid={testId}
      data-field-id={field.id}
      {...target.props}
    >
      <Flex gap="2" align="center" mb="2" wrap="wrap">
        <ReorderControls
          name={name}
          index={index}
          count={count}
          handleId={`handle-${id}`}
          onMove={onMove}
          onDragStart={drag.start}
          onDragEnd={drag.end}
          testId={testId}
        />
        <Badge variant="subtle" colorPalette="teal">
          {t(`builder.kinds.${field.kind}`)}
        </Badge>
        <Text flex="1" minW="8rem" fontWeight="semibold" truncate>
          {name}
        </Text>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={onRemove}
          aria-label={t('builder.field.remove', { name })}
          data-testid={`${testId}-remove`}
        >
          <LuTrash2 />
        </IconButton>
      </Flex>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root required>
            <Field.Label htmlFor={`${id}-label`} fontSize="xs">
              {t('builder.field.label')}
            </Field.Label>
            <Input
              id={`${id}-label`}
              size="sm"
              value={field.label}
              placeholder={field.keyFixed ? keyLabel(field.key) : undefined}
              onChange={(e) => onLabel(e.target.value)}
              data-testid={`${testId}-label`}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor={`${id}-kind`} fontSize="xs">
              {t('builder.field.kind')}
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                id={`${id}-kind`}
                value={field.kind}
                onChange={(e) => {
                  const kind = e.target.value as FieldKind;
                  set({ kind, options: kind === 'select' && field.options.length === 0 ? ['', ''] : field.options });
                }}
              >
                {FIELD_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`builder.kinds.${k}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label htmlFor={`${id}-help`} fontSize="xs">
            {t('builder.field.help')}
          </Field.Label>
          <Input id={`${id}-help`} size="sm" value={field.help} onChange={(e) => set({ help: e.target.value })} />
        </Field.Root>
        <Checkbox.Root
          size="sm"
          checked={field.required}
          onCheckedChange={({ checked }) => set({ required: checked === true })}
          data-testid={`${testId}-required`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('builder.field.required')}</Checkbox.Label>
        </Checkbox.Root>
        {numeric && (
          <>
            <SimpleGrid columns={2} gap="3">
              <Field.Root>
                <Field.Label htmlFor={`${id}-unit`} fontSize="xs">
                  {t('builder.field.unit')}
                </Field.Label>
                <Input
                  id={`${id}-unit`}
                  size="sm"
                  dir="auto"
                  value={field.unit}
                  onChange={(e) => set({ unit: e.target.value })}
                  data-testid={`${testId}-unit`}
                />
              </Field.Root>
              <NumberInput
                id={`${id}-decimals`}
                label={t('builder.field.decimals')}
                value={field.decimals}
                onChange={(decimals) => set({ decimals })}
                testId={`${testId}-decimals`}
              />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <Group title={t('builder.field.hardLimits')} hint={t('builder.field.hardHint')}>
                <SimpleGrid columns={2} gap="2">
                  <NumberInput
                    id={`${id}-min`}
                    label={t('builder.field.min')}
                    value={field.min}
                    onChange={(min) => set({ min })}
                    testId={`${testId}-min`}
                  />
                  <NumberInput
                    id={`${id}-max`}
                    label={t('builder.field.max')}
                    value={field.max}
                    onChange={(max) => set({ max })}
                    testId={`${testId}-max`}
                  />
                </SimpleGrid>
              </Group>
              <Group title={t('builder.field.specRange')} hint={t('builder.field.specHint')}>
                <SimpleGrid columns={2} gap="2">
                  <NumberInput
                    id={`${id}-low`}
                    label={t('builder.field.low')}
                    value={field.low}
                    onChange={(low) => set({ low })}
                    testId={`${testId}-low`}
                  />
                  <NumberInput
                    id={`${id}-high`}
                    label={t('builder.field.high')}
                    value={field.high}
                    onChange={(high) => set({ high })}
                    testId={`${testId}-high`}
                  />
                </SimpleGrid>
              </Group>
            </SimpleGrid>
            <Field.Root>
              <Field.Label htmlFor={`${id}-out-of-range`} fontSize="xs">
                {t('builder.field.onOutOfRange')}
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  id={`${id}-out-of-range`}
                  value={field.onOutOfRange}
                  onChange={(e) => set({ onOutOfRange: e.target.value as OutOfRangeAction })}
                  data-testid={`${testId}-out-of-range`}
                >
                  {OUT_OF_RANGE_ACTIONS.map((a) => (
                    <option key={a} value={a}>
                      {t(`builder.field.outOfRange.${a}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </>
        )}
        {field.kind === 'select' && (
          <Stack gap="2" role="group" aria-label={t('builder.field.options')}>
            <Text fontSize="xs" fontWeight="semibold">
              {t('builder.field.options')}
            </Text>
            {field.options.map((option, i) => (
              <HStack key={i} gap="1">
                <Input
                  size="sm"
                  value={option}
                  aria-label={t('builder.field.option', { n: i + 1 })}
                  onChange={(e) => set({ options: field.options.map((o, j) => (j === i ? e.target.value : o)) })}
                  data-testid={`${testId}-option-${i}`}
                />
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('builder.field.removeOption', { n: i + 1 })}
                  onClick={() => set({ options: field.options.filter((_, j) => j !== i) })}
                >
                  <LuX />
                </IconButton>
              </HStack>
            ))}
            <Button
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => set({ options: [...field.options, ''] })}
              data-testid={`${testId}-add-option`}
            >
              <LuPlus />
              {t('builder.field.addOption')}
            </Button>
          </Stack>
        )}
        {errors && errors.length > 0 && (
          <Stack gap="1" role="alert" data-testid={`${testId}-errors`}>
            {errors.map((text) => (
              <Text key={text} fontSize="sm" color="fg.error">
                {text}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
