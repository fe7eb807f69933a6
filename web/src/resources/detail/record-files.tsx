import { useRef, useState } from 'react';
import { Box, Button, Field, Flex, HStack, IconButton, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LuDownload, LuFileImage, LuTrash2, LuUpload } from 'react-icons/lu';
import type { ListResponse } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { callEndpoint } from '../../api/http';
import { downloadFromEndpoint, uploadToEndpoint } from '../../api/upload';
import { useApiQuery } from '../../api/use-api-query';
import { useRequestCycle } from '../../api/use-request-cycle';
import { useAppAbility } from '../../auth/use-app-ability';
import { notify } from '../../toast/notify';
import { formatBytes, isAllowedUpload, UPLOAD_ACCEPT } from '../../people/upload-rules';
import { ConfirmDialog } from '../list/confirm-dialog';
import { SimpleTable, type SimpleColumn } from './simple-table';

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
 * A record's files (users, assets, licenses): upload (type and size checked first, progress in whole
 * percent), download, delete, through the `<prefix>.uploads|upload|upload-file|upload-delete` endpoints.
 */
export function RecordFiles({ prefix, recordId }: { prefix: string; recordId: number }) {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const { mutate } = useSWRConfig();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<UploadRow | null>(null);
  const listKey = apiKey(`${prefix}.uploads`, { id: recordId });
  const { data } = useApiQuery<ListResponse<UploadRow>>(listKey);
  const upload = useRequestCycle();
  const action = useRequestCycle();
  const canEdit = canCallEndpoint(ability, `${prefix}.upload`);

  const choose = (chosen: File | null) => {
    setProgress(null);
    if (chosen && !isAllowedUpload(chosen)) {
      const text = t('userFiles.invalid');
      setInvalid(text);
      setFile(null);
      notify('error', text);
      if (input.current) input.current.value = '';
      return;
    }
    setInvalid(null);
    setFile(chosen);
  };

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
      setFile(null);
      setNote('');
      if (input.current) input.current.value = '';
    }
    await mutate(listKey);
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
    await mutate(listKey);
  };

  const columns: SimpleColumn<UploadRow>[] = [
    {
      key: 'filename',
      label: t('userFiles.file'),
      render: (row) => (
        <HStack gap="2">
          <LuFileImage />
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
      render: (row) => <Text whiteSpace="nowrap">{row.created_at?.formatted ?? '—'}</Text>,
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
          {canEdit && (
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('list.delete')}
              title={t('list.delete')}
              onClick={() => setToDelete(row)}
              data-testid={`file-delete-${row.id}`}
            >
              <LuTrash2 />
            </IconButton>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="5" data-testid={`${prefix === 'users' ? 'user' : prefix}-files`}>
      {canEdit && (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="4" bg="bg.subtle">
          <Flex gap="3" align="flex-end" wrap="wrap">
            <Field.Root invalid={Boolean(invalid)} flex="1" minW="64">
              <Field.Label>{t('userFiles.choose')}</Field.Label>
              <HStack gap="2" w="full">
                <input
                  ref={input}
                  type="file"
                  accept={UPLOAD_ACCEPT}
                  hidden
                  onChange={(e) => choose(e.target.files?.[0] ?? null)}
                  data-testid="file-input"
                />
                <Button variant="outline" onClick={() => input.current?.click()} data-testid="file-choose">
                  <LuFileImage />
                  {t('userFiles.browse')}
                </Button>
                <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} lineClamp={1} dir={file ? 'ltr' : undefined}>
                  {file ? `${file.name} · ${formatBytes(file.size, i18n.language)}` : t('userFiles.noFile')}
                </Text>
              </HStack>
              <Field.HelperText>{t('userFiles.hint')}</Field.HelperText>
              <Field.ErrorText data-testid="file-error">{invalid}</Field.ErrorText>
            </Field.Root>
            <Field.Root flex="1" minW="48">
              <Field.Label htmlFor="file-note">{t('userFiles.note')}</Field.Label>
              <Input id="file-note" value={note} onChange={(e) => setNote(e.target.value)} />
            </Field.Root>
            <Button
              colorPalette="teal"
              disabled={!file}
              loading={upload.loading}
              onClick={() => void send()}
              data-testid="file-upload"
            >
              <LuUpload />
              {t('userFiles.upload')}
            </Button>
          </Flex>
          {progress !== null && (
            <Progress.Root
              value={progress}
              mt="4"
              colorPalette={upload.status === 'failed' ? 'red' : 'teal'}
              size="sm"
              data-testid="upload-progress"
              data-progress={progress}
            >
              <HStack gap="3">
                <Progress.Track flex="1">
                  <Progress.Range />
                </Progress.Track>
                <Progress.ValueText minW="10">{`${progress}%`}</Progress.ValueText>
              </HStack>
            </Progress.Root>
          )}
        </Box>
      )}
      <SimpleTable columns={columns} rows={data?.rows} emptyText={t('userFiles.empty')} testId="files" />
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
