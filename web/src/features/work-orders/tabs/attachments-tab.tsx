import { useRef, useState } from 'react';
import { Box, Card, Field, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuFileImage } from 'react-icons/lu';
import type { MediaRow } from '@cmms/contracts';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { downloadFromEndpoint } from '../../../api/upload';
import { useRequestCycle } from '../../../api/use-request-cycle';
import { useAppAbility } from '../../../auth/use-app-ability';
import { FileUploadPanel } from '../../../components/file-upload-panel';
import { formatBytes, UPLOAD_ACCEPT } from '../../../lib/upload-rules';
import { ListPagination } from '../../../resources/list/list-pagination';
import { useTable } from '../../../resources/table/use-table';
import { ConfirmRemove } from '../confirm-remove';
import { ListStatus } from '../list-status';
import { MediaThumbnail } from '../media-thumbnail';
import { useMediaUpload } from '../use-media-upload';
import { useWorkOrderCall } from '../use-work-order-call';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { ltr } from '../../../work-order-common/ltr-text';

/** Photos of the fault and the repair: thumbnails, upload with its progress in whole percent, delete. */
export default function AttachmentsTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const media = useMediaUpload(workOrder.id);
  const { call } = useWorkOrderCall();
  const download = useRequestCycle();
  const table = useTable<MediaRow>({
    endpoint: 'workorders.media',
    params: { id: workOrder.id },
    initial: { limit: 25 },
    request: ({ offset, limit }) => ({ offset, limit }),
  });
  const canUpload = canCallEndpoint(ability, 'workorders.upload');
  const canDelete = canCallEndpoint(ability, 'workorders.media-delete');

  const choose = (chosen: File | null) => {
    if (chosen && !media.check(chosen)) {
      setFile(null);
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
  };
  const send = async () => {
    if (!file) return;
    const saved = await media.upload(file, note);
    if (saved) {
      setFile(null);
      setNote('');
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack gap="5" data-testid="work-order-attachments">
      {canUpload && (
        <FileUploadPanel
          inputRef={input}
          label={t('userFiles.choose')}
          hint={t('userFiles.hint')}
          accept={UPLOAD_ACCEPT}
          icon={<LuFileImage />}
          file={file}
          progress={media.progress}
          uploading={media.uploading}
          failed={media.failed}
          onChoose={choose}
          onUpload={() => void send()}
          testIds={{ input: 'media-input', choose: 'media-choose', upload: 'media-upload', progress: 'media-progress' }}
        >
          <Field.Root flex="1" minW="48">
            <Field.Label htmlFor="media-note">{t('userFiles.note')}</Field.Label>
            <Input id="media-note" value={note} onChange={(e) => setNote(e.target.value)} />
          </Field.Root>
        </FileUploadPanel>
      )}
      <ListStatus table={table} emptyText={t('userFiles.empty')} testId="attachments" />
      <SimpleGrid columns={{ base: 2, sm: 3, lg: 4 }} gap="3">
        {table.rows?.map((row) => (
          <Card.Root key={row.id} size="sm" overflow="hidden" data-testid="attachment" data-media-id={row.id}>
            <Box bg="bg.muted" aspectRatio={4 / 3}>
              <MediaThumbnail mediaId={row.id} alt={row.filename} size="full" />
            </Box>
            <Card.Body gap="1" p="3">
              <Text fontSize="sm" fontWeight="medium" lineClamp={1} title={ltr(row.filename)}>
                {row.filename}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatBytes(row.size, i18n.language)} · {row.created_by?.name ?? '—'}
              </Text>
              {row.note && (
                <Text fontSize="xs" lineClamp={2}>
                  {row.note}
                </Text>
              )}
              <HStack justify="flex-end" gap="1" mt="1">
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('userFiles.download')}
                  title={t('userFiles.download')}
                  onClick={() =>
                    void download.run(() => downloadFromEndpoint('workorders.media-file', { id: row.id }, row.filename))
                  }
                >
                  <LuDownload />
                </IconButton>
                {canDelete && (
                  <ConfirmRemove
                    name={row.filename}
                    title={t('userFiles.deleteTitle')}
                    onConfirm={() => call('workorders.media-delete', { id: row.id }, { method: 'DELETE' })}
                    testId={`attachment-delete-${row.id}`}
                  />
                )}
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {table.total > table.state.limit && <ListPagination {...table.pagination} />}
    </Stack>
  );
}
