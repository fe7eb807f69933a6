import { useState } from 'react';
import { Avatar, Box, Button, Flex, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuSend } from 'react-icons/lu';
import type { CommentRow } from '@cmms/contracts';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { ListPagination } from '../../../resources/list/list-pagination';
import { useTable } from '../../../resources/table/use-table';
import { ConfirmRemove } from '../confirm-remove';
import { ListStatus } from '../list-status';
import { useWorkOrderCall } from '../use-work-order-call';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';

/** The conversation on a work order. Authors edit and delete their own; supervisors any (the server says). */
export default function CommentsTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const ability = useAppAbility();
  const { call, loading, errors } = useWorkOrderCall();
  const [body, setBody] = useState('');
  const table = useTable<CommentRow>({
    endpoint: 'workorders.comments',
    params: { id: workOrder.id },
    request: ({ offset, limit }) => ({ offset, limit }),
  });

  const post = async () => {
    const saved = await call('workorders.comment-add', { id: workOrder.id }, { method: 'POST', body: { body } });
    if (saved) setBody('');
  };

  return (
    <Stack gap="5" data-testid="work-order-comments">
      {canCallEndpoint(ability, 'workorders.comment-add') && (
        <Stack gap="2">
          <Textarea
            rows={3}
            placeholder={t('work-orders:comments.placeholder')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={Boolean(errors.body)}
            aria-label={t('work-orders:comments.placeholder')}
            data-testid="comment-body"
          />
          {errors.body && (
            <Text fontSize="sm" color="fg.error">
              {errors.body}
            </Text>
          )}
          <Box>
            <Button colorPalette="teal" loading={loading} onClick={() => void post()} data-testid="comment-post">
              <LuSend className="rtl-mirror" />
              {t('work-orders:comments.post')}
            </Button>
          </Box>
        </Stack>
      )}
      <ListStatus table={table} emptyText={t('work-orders:comments.empty')} testId="comments" />
      <Stack gap="3">
        {table.rows?.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </Stack>
      {table.total > table.state.limit && <ListPagination {...table.pagination} />}
    </Stack>
  );
}

function CommentItem({ comment }: { comment: CommentRow }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const { call, loading, errors } = useWorkOrderCall();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(comment.body);
  const edited =
    comment.updated_at && comment.created_at && comment.updated_at.datetime !== comment.created_at.datetime;

  const save = async () => {
    const saved = await call('workorders.comment-update', { id: comment.id }, { method: 'POST', body: { body } });
    if (saved) setEditing(false);
  };

  return (
    <Box borderWidth="1px" borderRadius="lg" p="3" data-testid="comment" data-comment-id={comment.id}>
      <Flex gap="3" align="flex-start">
        <Avatar.Root size="sm" colorPalette="teal">
          <Avatar.Fallback name={comment.created_by?.name ?? '?'} />
        </Avatar.Root>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{comment.created_by?.name ?? '—'}</Text>
            <Text fontSize="xs" color="fg.muted">
              {comment.created_at && ltr(displayDate(comment.created_at) ?? '')}
              {edited ? ` · ${t('work-orders:comments.edited')}` : ''}
            </Text>
          </HStack>
          {editing ? (
            <Stack gap="2">
              <Textarea
                rows={3}
                value={body}
                onChange={(e) => setBody(e.target.value)}
                data-testid="comment-edit-body"
              />
              {errors.body && (
                <Text fontSize="sm" color="fg.error">
                  {errors.body}
                </Text>
              )}
              <HStack gap="2">
                <Button
                  size="sm"
                  colorPalette="teal"
                  loading={loading}
                  onClick={() => void save()}
                  data-testid="comment-save"
                >
                  {t('form.save')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                  {t('common.cancel')}
                </Button>
              </HStack>
            </Stack>
          ) : (
            <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="comment-text">
              <bdi>{comment.body}</bdi>
            </Text>
          )}
        </Stack>
        {!editing && (
          <HStack gap="0">
            {comment.available_actions.update && (
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('list.edit')}
                title={t('list.edit')}
                onClick={() => {
                  setBody(comment.body);
                  setEditing(true);
                }}
                data-testid={`comment-edit-${comment.id}`}
              >
                <LuPencil />
              </IconButton>
            )}
            {comment.available_actions.delete && (
              <ConfirmRemove
                name={t('work-orders:comments.this')}
                title={t('work-orders:comments.deleteTitle')}
                onConfirm={() => call('workorders.comment-delete', { id: comment.id }, { method: 'POST' })}
                testId={`comment-delete-${comment.id}`}
              />
            )}
          </HStack>
        )}
      </Flex>
    </Box>
  );
}
