import { useState } from 'react';
import { Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuFileImage, LuFileText } from 'react-icons/lu';
import { UPLOAD_HOLDERS } from '@cmms/contracts';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { callEndpoint } from '../../api/http';
import { downloadFromEndpoint, uploadToEndpoint } from '../../api/upload';
import { useRequestCycle } from '../../api/use-request-cycle';
import { useAppAbility } from '../../auth/use-app-ability';
import { DeleteRowButton } from '../../components/delete-row-button';
import { FileUploadPanel } from '../../components/file-upload-panel';
import { useChosenFile } from '../../components/use-chosen-file';
import { DOCUMENT_UPLOADS, formatBytes, IMAGE_UPLOADS } from '../../lib/upload-rules';
import { ConfirmDialog } from '../list/confirm-dialog';
import { SimpleTable, type SimpleColumn } from './simple-table';
import { useTable } from '../table/use-table';
import { ShownDate } from '../../lib/shown-date';

interface UploadRow {
  id: number;
  filename: string;
  url: string | null;
  mime_type: string | null;
  size: number | null;
  note: string | null;
  created_by: { id: number; name: string } | null;
  created_at: { datetime: string; formatted: string } | null;
}

/**
 * A record's files (users, assets, licenses, a contract's documents): upload (type and size checked first, progress in whole
 * percent), download, delete, through the `<prefix>.uploads|upload|upload-file|upload-delete` endpoints.
 */
export function RecordFiles({
  prefix,
  recordId,
}: {
  prefix: (typeof UPLOAD_HOLDERS)[number]['prefix'];
  recordId: number;
}) {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const holder = UPLOAD_HOLDERS.find((h) => h.prefix === prefix);
  const rules = holder && 'documents' in holder && holder.documents ? DOCUMENT_UPLOADS : IMAGE_UPLOADS;
  const { input, file, invalid, progress, setProgress, choose, clear } = useChosenFile(rules);
  const [note, setNote] = useState('');
  const [toDelete, setToDelete] = useState<UploadRow | null>(null);
  // Every file at once: the list has no pages.
  const table = useTable<UploadRow>({
    endpoint: `${prefix}.uploads`,
    params: { id: recordId },
    request: () => ({}),
    keepPreviousData: false,
  });
  const upload = useRequestCycle();
  const action = useRequestCycle();
  const canEdit = canCallEndpoint(ability, `${prefix}.upload`);

  const send = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    if (note.trim()) form.append('note', note.trim());
    setProgress(0);
    const outcome = await upload.run((signal) =>
      uploadToEndpoint(`${prefix}.upload`, { id: recordId }, form, setProgress, signal),
    );
    if (outcome.ok) {
      clear();
      setNote('');
    }
    await table.refresh();
  };

  const download = (row: UploadRow) =>
    action.run(() => downloadFromEndpoint(`${prefix}.upload-file`, { id: recordId, fileId: row.id }, row.filename));

  const remove = async () => {
    if (!toDelete) return;
    const fileId = toDelete.id;
    await action.run((signal) =>
      callEndpoint(`${prefix}.upload-delete`, { id: recordId, fileId }, { method: 'DELETE', signal }),
    );
    setToDelete(null);
    await table.refresh();
  };

  const columns: SimpleColumn<UploadRow>[] = [
    {
      key: 'filename',
      label: t('userFiles.file'),
      render: (row) => (
        <HStack gap="2">
          {row.mime_type?.startsWith('image/') === false ? <LuFileText /> : <LuFileImage />}
          <Text fontWeight="medium" dir="ltr" lineClamp={1} maxW="xs">
            {row.filename}
          </Text>
        </HStack>
      ),
    },
    {
      key: 'size',
      label: t('userFiles.size'),
      render: (row) => (typeof row.size === 'number' ? formatBytes(row.size, i18n.language) : '—'),
    },
    { key: 'note', label: t('userFiles.note'), render: (row) => row.note || '—' },
    { key: 'by', label: t('userFiles.uploadedBy'), render: (row) => row.created_by?.name ?? '—' },
    {
      key: 'date',
      label: t('detail.createdAt'),
      render: (row) => <ShownDate value={row.created_at} />,
    },
    {
      key: 'actions',
      label: t('list.actions'),
      align: 'end',
      render: (row) => (
        <HStack gap="1" justify="flex-end">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('userFiles.download')}
            title={t('userFiles.download')}
            onClick={() => void download(row)}
            data-testid={`file-download-${row.id}`}
          >
            <LuDownload />
          </IconButton>
          {canEdit && <DeleteRowButton onClick={() => setToDelete(row)} testId={`file-delete-${row.id}`} />}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="5" data-testid={`${prefix === 'users' ? 'user' : prefix}-files`}>
      {canEdit && (
        <FileUploadPanel
          inputRef={input}
          label={t('userFiles.choose')}
          hint={t(rules.hintKey)}
          accept={rules.accept}
          icon={rules === DOCUMENT_UPLOADS ? <LuFileText /> : <LuFileImage />}
          file={file}
          error={invalid}
          progress={progress}
          uploading={upload.loading}
          failed={upload.status === 'failed'}
          onChoose={choose}
          onUpload={() => void send()}
          testIds={{
            input: 'file-input',
            choose: 'file-choose',
            error: 'file-error',
            upload: 'file-upload',
            progress: 'upload-progress',
          }}
        >
          <Field.Root flex="1" minW="48">
            <Field.Label htmlFor="file-note">{t('userFiles.note')}</Field.Label>
            <Input id="file-note" value={note} onChange={(e) => setNote(e.target.value)} />
          </Field.Root>
        </FileUploadPanel>
      )}
      <SimpleTable
        columns={columns}
        rows={table.rows}
        failed={table.failed}
        retry={table.retry}
        emptyText={t('userFiles.empty')}
        testId="files"
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('userFiles.deleteTitle')}
        body={t('list.deleteBody', { name: toDelete?.filename ?? '' })}
        confirmLabel={t('list.delete')}
        loading={action.loading}
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
