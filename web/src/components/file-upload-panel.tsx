import type { ReactNode, RefObject } from 'react';
import { Box, Button, Field, Flex, HStack, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import { formatBytes } from '../lib/upload-rules';

/** The `data-testid` values each caller already has; the optional ones are left off when absent. */
export interface FileUploadTestIds {
  panel?: string;
  input: string;
  choose?: string;
  error?: string;
  upload: string;
  progress: string;
}

/**
 * A dashed upload panel: a hidden file input behind a browse button, the chosen file's name and size,
 * optional extra fields (`children`), the upload button and a progress bar in whole percent.
 * The caller keeps the file, the checks and the request; it owns `inputRef` so it can clear the input.
 */
export function FileUploadPanel({
  inputRef,
  label,
  hint,
  accept,
  icon,
  file,
  error,
  progress,
  uploading,
  failed,
  onChoose,
  onUpload,
  testIds,
  children,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  hint: string;
  accept: string;
  icon: ReactNode;
  file: File | null;
  error?: string | null;
  progress: number | null;
  uploading: boolean;
  failed: boolean;
  onChoose: (file: File | null) => void;
  onUpload: () => void;
  testIds: FileUploadTestIds;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="4" bg="bg.subtle" data-testid={testIds.panel}>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root invalid={Boolean(error)} flex="1" minW="64">
          <Field.Label>{label}</Field.Label>
          <HStack gap="2" w="full">
            <input
              ref={inputRef}
              type="file"
              accept={accept}
              hidden
              onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
              data-testid={testIds.input}
            />
            <Button variant="outline" onClick={() => inputRef.current?.click()} data-testid={testIds.choose}>
              {icon}
              {t('userFiles.browse')}
            </Button>
            <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} lineClamp={1} dir={file ? 'ltr' : undefined}>
              {file ? `${file.name} · ${formatBytes(file.size, i18n.language)}` : t('userFiles.noFile')}
            </Text>
          </HStack>
          <Field.HelperText>{hint}</Field.HelperText>
          {/* Only shown while the field is invalid, so callers without checks never see it. */}
          <Field.ErrorText data-testid={testIds.error}>{error}</Field.ErrorText>
        </Field.Root>
        {children}
        <Button
          colorPalette="teal"
          disabled={!file}
          loading={uploading}
          onClick={onUpload}
          data-testid={testIds.upload}
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
          colorPalette={failed ? 'red' : 'teal'}
          data-testid={testIds.progress}
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
  );
}
