import { useEffect, useState } from 'react';
import { Box, Button, Flex, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LuImage, LuImageOff, LuTrash2 } from 'react-icons/lu';
import type { ResourceDecl, Row } from '@cmms/contracts';
import { apiKey, touchedBy } from '../../api/api-key';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { callEndpoint } from '../../api/http';
import { fetchEndpointBlob, uploadToEndpoint } from '../../api/upload';
import { useRequestCycle } from '../../api/use-request-cycle';
import { useAppAbility } from '../../auth/use-app-ability';
import { FileUploadPanel } from '../../components/file-upload-panel';
import { useChosenFile } from '../../components/use-chosen-file';
import { UPLOAD_ACCEPT } from '../../lib/upload-rules';
import { ConfirmDialog } from '../list/confirm-dialog';

/** The picture's bytes under the session's token (an `<img src>` cannot send it), as a local URL. */
function useImageUrl(resource: string, id: number, stored: unknown): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!stored) return;
    let objectUrl: string | null = null;
    let live = true;
    fetchEndpointBlob(`${resource}.image`, { id })
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [resource, id, stored]);
  return stored ? state : { url: null, failed: false };
}

/**
 * The picture of a row of a resource declared with `image` (accessories): shown on its detail, and
 * for those who may update the row, replaced (the spec's upload rules, progress in whole percent) or
 * deleted through `{path}/{id}/image`.
 */
export function RecordImage({ resource, row }: { resource: ResourceDecl; row: Row }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { mutate } = useSWRConfig();
  const { input, file, invalid, progress, setProgress, choose, clear } = useChosenFile();
  const [confirming, setConfirming] = useState(false);
  const upload = useRequestCycle();
  const removal = useRequestCycle();
  // The row's `image` is the picture's URL; it changes with every upload, so it keys the fetch.
  const { url, failed } = useImageUrl(resource.name, row.id, row.image);
  const canEdit = canCallEndpoint(ability, `${resource.name}.image-upload`) && !row.deleted_at;
  const name = String(row[resource.titleField] ?? '');

  const refresh = async () => {
    await mutate(apiKey(`${resource.name}.detail`, { id: String(row.id) }));
    await mutate(touchedBy(resource));
  };

  const send = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('image', file);
    setProgress(0);
    const outcome = await upload.run((signal) =>
      uploadToEndpoint(`${resource.name}.image-upload`, { id: row.id }, form, setProgress, signal),
    );
    if (outcome.ok) {
      clear();
    }
    await refresh();
  };

  const remove = async () => {
    await removal.run((signal) =>
      callEndpoint(`${resource.name}.image-delete`, { id: row.id }, { method: 'DELETE', signal }),
    );
    setConfirming(false);
    setProgress(null);
    await refresh();
  };

  return (
    <Flex
      gap="5"
      mb="6"
      direction={{ base: 'column', md: 'row' }}
      align={{ md: 'flex-start' }}
      data-testid="record-image"
    >
      <Box
        boxSize={{ base: '40', md: '44' }}
        flexShrink={0}
        borderWidth="1px"
        borderRadius="lg"
        overflow="hidden"
        bg="bg.muted"
        display="grid"
        placeItems="center"
        color="fg.subtle"
      >
        {url ? (
          <Image
            src={url}
            alt={t('recordImage.alt', { name })}
            boxSize="full"
            objectFit="contain"
            data-testid="record-image-picture"
          />
        ) : row.image && !failed ? (
          <Skeleton boxSize="full" />
        ) : (
          <Stack align="center" gap="1" data-testid="record-image-none">
            <LuImageOff size="28" />
            <Text fontSize="xs">{t('recordImage.none')}</Text>
          </Stack>
        )}
      </Box>
      {canEdit && (
        <Stack flex="1" gap="3" minW="0">
          <FileUploadPanel
            inputRef={input}
            label={row.image ? t('recordImage.replace') : t('recordImage.choose')}
            hint={t('userFiles.hint')}
            accept={UPLOAD_ACCEPT}
            icon={<LuImage />}
            file={file}
            error={invalid}
            progress={progress}
            uploading={upload.loading}
            failed={upload.status === 'failed'}
            onChoose={choose}
            onUpload={() => void send()}
            testIds={{
              input: 'image-input',
              choose: 'image-choose',
              error: 'image-error',
              upload: 'image-upload',
              progress: 'image-progress',
            }}
          />
          {Boolean(row.image) && (
            <Box>
              <Button
                variant="outline"
                colorPalette="red"
                size="sm"
                onClick={() => setConfirming(true)}
                data-testid="image-delete"
              >
                <LuTrash2 />
                {t('recordImage.delete')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('recordImage.deleteTitle')}
        body={t('list.deleteBody', { name: t('recordImage.alt', { name }) })}
        confirmLabel={t('list.delete')}
        loading={removal.loading}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Flex>
  );
}
