import { Badge, Box, Button, Flex, Grid, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  MEDIA_RULES,
  OPTION_LISTS,
  OPTION_RESULTS,
  STANDARD_OPTIONS,
  type ChecklistItemRow,
  type ChecklistOption,
  type MediaRule,
  type OptionList,
  type Row,
} from '@cmms/contracts';
import type { FormExtraControl } from '../../../resources/extensions/extension-types';

/** An item as the body sends it: an existing one keeps its id (and its answers). */
export interface ItemDraft {
  id?: number;
  label: string;
  photo: MediaRule;
  video: MediaRule;
  comment: MediaRule;
  option_list: OptionList;
  options?: ChecklistOption[];
}

/** A template's items, as the form edits them. */
export function itemsOf(row: Row | null): ItemDraft[] {
  const items = (row?.items ?? []) as ChecklistItemRow[];
  return items.map((item) => ({
    id: item.id,
    label: item.label,
    photo: item.photo,
    video: item.video,
    comment: item.comment,
    option_list: item.option_list,
    ...(item.option_list === 'custom' ? { options: item.options } : {}),
  }));
}

const BLANK: ItemDraft = { label: '', photo: 'none', video: 'none', comment: 'optional', option_list: 'combined' };

function Choice<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * A checklist template's items: the question, what the answer must bring (photo, video, comment:
 * none, optional or required) and its option list (Pass/Fail/N/A, a single result, or custom options
 * with a key each). Order is the list's order.
 */
export function ChecklistItemsEditor({ value, onChange, errors }: FormExtraControl) {
  const { t } = useTranslation();
  const items = Array.isArray(value) ? (value as ItemDraft[]) : [];
  const set = (next: ItemDraft[]) => onChange(next);
  const update = (index: number, change: Partial<ItemDraft>) =>
    set(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    set(next);
  };
  const mediaLabel = (rule: MediaRule) => t(`workOrders.templates.media.${rule}`);
  const err = (index: number, key: string) => errors[`items.${index}.${key}`];

  return (
    <Stack gap="3" w="full" data-testid="checklist-items-editor">
      {items.length === 0 && <Text color="fg.muted">{t('workOrders.templates.noItems')}</Text>}
      {items.map((item, index) => (
        <Box
          key={item.id ?? `new-${index}`}
          borderWidth="1px"
          borderRadius="lg"
          p="3"
          data-testid="checklist-item-draft"
        >
          <Flex gap="2" align="center">
            <Badge variant="subtle">{index + 1}</Badge>
            <Input
              size="sm"
              flex="1"
              placeholder={t('workOrders.templates.question')}
              aria-label={t('workOrders.templates.question')}
              aria-invalid={Boolean(err(index, 'label'))}
              value={item.label}
              onChange={(e) => update(index, { label: e.target.value })}
              data-testid="item-label"
            />
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('workOrders.templates.up')}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <LuArrowUp />
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('workOrders.templates.down')}
              disabled={index === items.length - 1}
              onClick={() => move(index, 1)}
            >
              <LuArrowDown />
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('workOrders.remove')}
              onClick={() => set(items.filter((_, i) => i !== index))}
            >
              <LuTrash2 />
            </IconButton>
          </Flex>
          {err(index, 'label') && (
            <Text fontSize="sm" color="fg.error" mt="1">
              {err(index, 'label')}
            </Text>
          )}
          <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="2" mt="3">
            <Stack gap="1">
              <Text fontSize="xs" color="fg.muted">
                {t('workOrders.templates.optionList')}
              </Text>
              <Choice
                label={t('workOrders.templates.optionList')}
                value={item.option_list}
                options={OPTION_LISTS}
                optionLabel={(list) => t(`workOrders.templates.lists.${list}`)}
                onChange={(option_list) =>
                  update(index, {
                    option_list,
                    options: option_list === 'custom' ? (item.options ?? [...STANDARD_OPTIONS.combined]) : undefined,
                  })
                }
              />
            </Stack>
            {(['photo', 'video', 'comment'] as const).map((key) => (
              <Stack key={key} gap="1">
                <Text fontSize="xs" color="fg.muted">
                  {t(`workOrders.templates.${key}`)}
                </Text>
                <Choice
                  label={t(`workOrders.templates.${key}`)}
                  value={item[key]}
                  options={MEDIA_RULES}
                  optionLabel={mediaLabel}
                  onChange={(rule) => update(index, { [key]: rule })}
                />
              </Stack>
            ))}
          </Grid>
          {item.option_list === 'custom' ? (
            <CustomOptions
              options={item.options ?? []}
              onChange={(options) => update(index, { options })}
              error={err(index, 'options')}
            />
          ) : (
            <HStack gap="1" mt="2" wrap="wrap">
              {STANDARD_OPTIONS[item.option_list].map((option) => (
                <Badge
                  key={option.key}
                  variant="outline"
                  colorPalette={option.result === 'accept' ? 'green' : option.result === 'reject' ? 'red' : 'gray'}
                >
                  {option.label}
                </Badge>
              ))}
            </HStack>
          )}
        </Box>
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => set([...items, { ...BLANK }])} data-testid="item-add">
          <LuPlus />
          {t('workOrders.templates.addItem')}
        </Button>
      </Box>
    </Stack>
  );
}

/** A custom option list: a key, a label and the result each option counts as. */
function CustomOptions({
  options,
  onChange,
  error,
}: {
  options: ChecklistOption[];
  onChange: (options: ChecklistOption[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<ChecklistOption>) =>
    onChange(options.map((option, i) => (i === index ? { ...option, ...change } : option)));
  return (
    <Stack gap="2" mt="3" ps={{ base: '0', md: '8' }}>
      {options.map((option, index) => (
        <Grid key={index} templateColumns="6rem 1fr 8rem 2.5rem" gap="2">
          <Input
            size="sm"
            dir="ltr"
            aria-label={t('workOrders.templates.optionKey')}
            placeholder={t('workOrders.templates.optionKey')}
            value={option.key}
            onChange={(e) => update(index, { key: e.target.value })}
          />
          <Input
            size="sm"
            aria-label={t('workOrders.templates.optionLabel')}
            placeholder={t('workOrders.templates.optionLabel')}
            value={option.label}
            onChange={(e) => update(index, { label: e.target.value })}
          />
          <Choice
            label={t('workOrders.templates.optionResult')}
            value={option.result}
            options={OPTION_RESULTS}
            optionLabel={(result) => t(`workOrders.templates.results.${result}`)}
            onChange={(result) => update(index, { result })}
          />
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('workOrders.remove')}
            onClick={() => onChange(options.filter((_, i) => i !== index))}
          >
            <LuTrash2 />
          </IconButton>
        </Grid>
      ))}
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      <Box>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => onChange([...options, { key: '', label: '', result: 'neutral' }])}
        >
          <LuPlus />
          {t('workOrders.templates.addOption')}
        </Button>
      </Box>
    </Stack>
  );
}
