import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileSpreadsheet } from 'react-icons/lu';
import { uploadToEndpoint } from '../api/upload';
import { useRequestCycle } from '../api/use-request-cycle';
import { FileUploadPanel } from '../components/file-upload-panel';
import { notify } from '../toast/notify';

const isCsv = (file: File): boolean => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** Step one: a CSV file sent as multipart `file`, progress in whole percent. */
export function ImportUpload({ onUploaded }: { onUploaded: (body: unknown) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRequestCycle();

  const choose = (chosen: File | null) => {
    setProgress(null);
    if (chosen && !isCsv(chosen)) {
      notify('error', t('imports.notCsv'));
      setFile(null);
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
  };

  const send = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setProgress(0);
    const outcome = await upload.run((signal) => uploadToEndpoint('imports.upload', {}, form, setProgress, signal));
    if (outcome.ok) {
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded(outcome.data);
    }
  };

  return (
    <FileUploadPanel
      inputRef={input}
      label={t('imports.file')}
      hint={t('imports.fileHint')}
      accept=".csv,text/csv"
      icon={<LuFileSpreadsheet />}
      file={file}
      progress={progress}
      uploading={upload.loading}
      failed={upload.status === 'failed'}
      onChoose={choose}
      onUpload={() => void send()}
      testIds={{
        panel: 'import-upload',
        input: 'import-file-input',
        upload: 'import-upload-button',
        progress: 'import-progress',
      }}
    />
  );
}
