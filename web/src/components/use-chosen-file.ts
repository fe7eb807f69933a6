import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_UPLOADS, isAllowedUpload, type UploadRules } from '../lib/upload-rules';
import { notify } from '../toast/notify';

/**
 * The file a user picked for an upload: refused at once when its type or size breaks the spec's
 * rules (the text under the input and a toast), with the progress of its upload in whole percent.
 */
export function useChosenFile(rules: UploadRules = IMAGE_UPLOADS) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File | null) => {
    setProgress(null);
    if (chosen && !isAllowedUpload(chosen, rules)) {
      const text = t(rules.invalidKey);
      setInvalid(text);
      notify('error', text);
      clear();
      return;
    }
    setInvalid(null);
    setFile(chosen);
  };

  return { input, file, invalid, progress, setProgress, choose, clear };
}
