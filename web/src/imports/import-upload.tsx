import { useRef, useState } from 'react';
import { Box, Button, Field, Flex, HStack, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFileSpreadsheet, LuUpload } from 'react-icons/lu';
import { uploadToEndpoint } from '../api/upload';
import { useRequestCycle } from '../api/use-request-cycle';
import { formatBytes } from '../people/upload-rules';
import { notify } from '../toast/notify';

const isCsv = (file: File): boolean => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** Step one: a CSV file sent as multipart `file`, progress in whole percent. */
export function ImportUpload({ onUploaded }: { onUploaded: (body: unknown) => void }) {
  const { t, i18n } = useTranslation();
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
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="4" bg="bg.subtle" data-testid="import-upload">
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root flex="1" minW="64">
          <Field.Label>{t('imports.file')}</Field.Label>
          <HStack gap="2" w="full">
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
              data-testid="import-file-input"
            />
            <Button variant="outline" onClick={() => input.current?.click()}>
              <LuFileSpreadsheet />
              {t('userFiles.browse')}
            </Button>
            <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} lineClamp={1} dir={file ? 'ltr' : undefined}>
              {file ? `${file.name} · ${formatBytes(file.size, i18n.language)}` : t('userFiles.noFile')}
            </Text>
          </HStack>
          <Field.HelperText>{t('imports.fileHint')}</Field.HelperText>
        </Field.Root>
        <Button
          colorPalette="teal"
          disabled={!file}
          loading={upload.loading}
          onClick={() => void send()}
          data-testid="import-upload-button"
        >
          <LuUpload />
          {t('userFiles.upload')}
        </Button>
      </Flex>
      {progress !== null && (
        <Progress.Root
          value={progress}
          mt="4"
          size="sm"
          colorPalette={upload.status === 'failed' ? 'red' : 'teal'}
          data-testid="import-progress"
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
  );
}
