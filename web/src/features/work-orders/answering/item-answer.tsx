import { useRef, useState } from 'react';
import { Badge, Box, Button, Checkbox, Flex, HStack, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCamera } from 'react-icons/lu';
import type { ChecklistItemRow, WorkOrderChecklist } from '@cmms/contracts';
import { UPLOAD_ACCEPT } from '../../../lib/upload-rules';
import { notify } from '../../../toast/notify';
import { MediaThumbnail } from '../media-thumbnail';
import { UploadProgress } from '../upload-progress';
import { useMediaUpload } from '../use-media-upload';
import { useWorkOrderCall } from '../use-work-order-call';
import { RESULT_PALETTE } from './answer-rules';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';
import type { TFunction } from 'i18next';
import { dynamicKey } from '../../../i18n/keys';

type Item = WorkOrderChecklist['items'][number];
type AnswerPayload = { follow_up: { id: number; number: string } | null };

const asks = (rule: ChecklistItemRow['photo']) => rule !== 'none';

const STANDARD_KEYS = new Set(['pass', 'fail', 'na', 'accept', 'reject', 'neutral']);

/** Standard options (Pass, Fail, N/A...) in the reader's language; a template's own options as written. */
export function optionLabel(list: string, option: { key: string; label: string }, t: TFunction): string {
  // STANDARD_KEYS are the standard lists' options, each labelled under `work-orders:options`.
  return list !== 'custom' && STANDARD_KEYS.has(option.key)
    ? t(dynamicKey(`work-orders:options.${option.key}`))
    : option.label;
}

/**
 * One item answered in place: an option button per choice (the chosen one filled in its result's
 * colour), the comment and the photo when the item asks for them, and a follow-up work order for a
 * rejection. Choosing an option sends the answer with the comment and photo as they are.
 */
export function ItemAnswer({
  checklistId,
  workOrderId,
  item,
  disabled,
}: {
  checklistId: number;
  workOrderId: number;
  item: Item;
  disabled: boolean;
}) {
  const { t } = useTranslation(['translation', 'work-orders']);
  // Each tap saves quietly: the answer shows in place (and "Saved"), not a toast stacked per tap over the header.
  const { call, loading, errors, status } = useWorkOrderCall({ quiet: true });
  const media = useMediaUpload(workOrderId);
  const input = useRef<HTMLInputElement>(null);
  const answer = item.answer;
  const [comment, setComment] = useState(answer?.comment ?? '');
  const [mediaId, setMediaId] = useState<number | null>(answer?.media?.id ?? null);
  const [followUp, setFollowUp] = useState(false);
  const canReject = item.options.some((option) => option.result === 'reject');
  const changed = answer !== null && ((answer.comment ?? '') !== comment || (answer.media?.id ?? null) !== mediaId);

  const send = async (optionKey: string) => {
    const body: Record<string, unknown> = { item_id: item.id, option_key: optionKey };
    if (comment.trim()) body.comment = comment.trim();
    if (mediaId !== null) body.media_id = mediaId;
    if (followUp) body.follow_up = true;
    const saved = await call<AnswerPayload>(
      'workorders.checklist-answer',
      { id: checklistId },
      { method: 'POST', body },
    );
    if (saved?.follow_up)
      notify('blank', t('workOrders.checklists.followUpRaised', { number: saved.follow_up.number }));
  };

  const attach = async (file: File | null) => {
    if (!file) return;
    const row = await media.upload(file, item.label);
    if (row) setMediaId(row.id);
    if (input.current) input.current.value = '';
  };

  return (
    <Box
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="checklist-item"
      data-item-id={item.id}
      data-answered={answer ? answer.result : undefined}
    >
      <Flex gap="3" justify="space-between" wrap="wrap" align="flex-start">
        <Stack gap="1" flex="1" minW="48">
          <Text fontWeight="medium">
            {item.position}. {item.label}
          </Text>
          {answer && (
            <Text fontSize="xs" color="fg.muted" data-testid="item-answered-by">
              {t('workOrders.checklists.answeredBy', {
                name: answer.answered_by?.name ?? '—',
                at: answer.answered_at ? ltr(displayDate(answer.answered_at) ?? '') : '',
              })}
            </Text>
          )}
          {status === 'succeeded' && (
            <Text role="status" fontSize="xs" color="fg.success" data-testid="item-saved">
              {t('workOrders.checklists.savedInPlace')}
            </Text>
          )}
        </Stack>
        <Wrap gap="2" data-testid="item-options">
          {item.options.map((option) => {
            const chosen = answer?.option_key === option.key;
            return (
              <Button
                key={option.key}
                size={{ base: 'md', md: 'sm' }}
                minW="16"
                variant={chosen ? 'solid' : 'outline'}
                colorPalette={RESULT_PALETTE[option.result]}
                disabled={disabled || loading || media.uploading}
                aria-pressed={chosen}
                onClick={() => void send(option.key)}
                data-testid={`option-${option.key}`}
              >
                {optionLabel(item.option_list, option, t)}
              </Button>
            );
          })}
        </Wrap>
      </Flex>
      {(asks(item.comment) || asks(item.photo) || asks(item.video) || canReject) && (
        <Stack gap="3" mt="3">
          {asks(item.comment) && (
            <Stack gap="1">
              <Textarea
                rows={2}
                placeholder={t(
                  item.comment === 'required'
                    ? 'workOrders.checklists.commentRequired'
                    : 'workOrders.checklists.comment',
                )}
                value={comment}
                disabled={disabled}
                onChange={(e) => setComment(e.target.value)}
                aria-invalid={Boolean(errors.comment)}
                data-testid="item-comment"
              />
              {errors.comment && (
                <Text fontSize="sm" color="fg.error">
                  {errors.comment}
                </Text>
              )}
            </Stack>
          )}
          {(asks(item.photo) || asks(item.video)) && (
            <HStack gap="3" wrap="wrap">
              {mediaId !== null && <MediaThumbnail mediaId={mediaId} alt={item.label} size="16" />}
              <input
                ref={input}
                type="file"
                accept={UPLOAD_ACCEPT}
                hidden
                onChange={(e) => void attach(e.target.files?.[0] ?? null)}
                data-testid="item-photo-input"
              />
              <Button
                variant="outline"
                size={{ base: 'md', md: 'sm' }}
                disabled={disabled || media.uploading}
                onClick={() => input.current?.click()}
                data-testid="item-photo"
              >
                <LuCamera />
                {mediaId === null ? t('workOrders.checklists.addPhoto') : t('workOrders.checklists.replacePhoto')}
              </Button>
              {item.photo === 'required' && mediaId === null && (
                <Badge colorPalette="orange" variant="subtle">
                  {t('workOrders.checklists.photoRequired')}
                </Badge>
              )}
              {media.progress !== null && media.uploading && (
                <UploadProgress value={media.progress} failed={media.failed} testId="item-photo-progress" />
              )}
              {errors.media_id && (
                <Text fontSize="sm" color="fg.error">
                  {errors.media_id}
                </Text>
              )}
            </HStack>
          )}
          {canReject && !disabled && (
            <Checkbox.Root
              size="sm"
              checked={followUp}
              onCheckedChange={({ checked }) => setFollowUp(checked === true)}
              data-testid="item-follow-up"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('workOrders.checklists.followUpOnReject')}</Checkbox.Label>
            </Checkbox.Root>
          )}
          {changed && answer && !disabled && (
            <Box>
              <Button size="sm" colorPalette="teal" loading={loading} onClick={() => void send(answer.option_key)}>
                {t('workOrders.checklists.saveAnswer')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
