import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { Envelope, MediaRow } from '@cmms/contracts';
import { uploadToEndpoint } from '../../api/upload';
import { useRequestCycle } from '../../api/use-request-cycle';
import { isAllowedUpload } from '../../lib/upload-rules';
import { notify } from '../../toast/notify';

/**
 * A file for a work order (`POST files/upload`, multipart work_order_id + file): checked for type and
 * size first (the spec's one text), streamed with its progress in whole percent.
 */
export function useMediaUpload(workOrderId: number) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const cycle = useRequestCycle();
  const [progress, setProgress] = useState<number | null>(null);

  /** Whether a chosen file may be sent; says why not. */
  const check = (file: File): boolean => {
    if (isAllowedUpload(file)) return true;
    notify('error', t('userFiles.invalid'));
    return false;
  };

  const upload = async (file: File, note?: string): Promise<MediaRow | null> => {
    if (!check(file)) return null;
    const form = new FormData();
    form.append('work_order_id', String(workOrderId));
    if (note?.trim()) form.append('note', note.trim());
    form.append('file', file);
    setProgress(0);
    const outcome = await cycle.run((signal) =>
      uploadToEndpoint<Envelope<MediaRow>>('workorders.upload', {}, form, setProgress, signal),
    );
    await mutate(() => true);
    return outcome.ok ? outcome.data.payload : null;
  };

  return { upload, check, progress, uploading: cycle.loading, failed: cycle.status === 'failed' };
}
