import { useState } from 'react';
import { Box, Button, Dialog, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCamera, LuCircleCheck } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import type { Envelope, MediaRow, SelectList } from '@cmms/contracts';
import { apiKey } from '../api/api-key';
import { callEndpoint } from '../api/http';
import { uploadToEndpoint } from '../api/upload';
import { useApiQuery } from '../api/use-api-query';
import { useRequestCycle } from '../api/use-request-cycle';
import { LabeledField } from '../components/labeled-field';
import { isAllowedUpload, UPLOAD_ACCEPT } from '../lib/upload-rules';
import { fieldErrors } from '../resources/form/field-errors';
import type { WorkOrder } from '../work-order-common/work-order-row';
import type { ResourceField } from '../resources/resource-keys';

/** How urgent the requester finds it; the triager sets the priority (the server refuses one from a requester). */
export const URGENCIES = ['low', 'normal', 'high', 'safety'] as const;
type Urgency = (typeof URGENCIES)[number];

const field = (key: ResourceField<'workorders'>) => `resources.workorders.fields.${key}` as const;

/**
 * "Report a problem" (issue 26): what is wrong, where (a site the requester may use), on what (equipment
 * there, or a typed tag), how urgent, and a photo. Sent as a request; the confirmation says so in place
 * (no toast over the form on a phone). Due date and priority are the triager's: not asked.
 */
export function ReportProblemDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const cycle = useRequestCycle({ toasts: false });
  const errors = fieldErrors(cycle.error);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [site, setSite] = useState('');
  const [asset, setAsset] = useState('');
  const [tag, setTag] = useState('');
  const [urgency, setUrgency] = useState<Urgency>('normal');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoRefused, setPhotoRefused] = useState(false);
  const [sent, setSent] = useState<WorkOrder | null>(null);
  const places = useApiQuery<SelectList>(apiKey('workorders.request-places'));
  const assets = useApiQuery<SelectList>(site ? apiKey('workorders.request-assets', {}, { location_id: site }) : null);
  const byTag = useApiQuery<SelectList>(
    tag.trim().length >= 3 ? apiKey('workorders.request-assets', {}, { tag: tag.trim() }) : null,
    { toasts: false },
  );
  const tagged = byTag.data?.results[0];

  const submit = async () => {
    const lines = [`${t('home.report.urgency')}: ${t(`home.report.urgencies.${urgency}`)}`];
    if (description.trim()) lines.push(description.trim());
    const body: Record<string, unknown> = { title, description: lines.join('\n\n') };
    if (site) body.locations = [Number(site)];
    const equipment = tagged?.id ?? (asset ? Number(asset) : null);
    if (equipment !== null) body.inspectables = [equipment];
    const created = await cycle.run((signal) =>
      callEndpoint<Envelope<WorkOrder>>('workorders.create', {}, { method: 'POST', body, signal }),
    );
    if (!created.ok) return;
    const request = created.data.payload;
    if (request && photo) {
      const form = new FormData();
      form.append('file', photo);
      await cycle.run((signal) =>
        uploadToEndpoint<Envelope<MediaRow>>(
          'workorders.request-photo',
          { id: request.id },
          form,
          () => undefined,
          signal,
        ),
      );
    }
    await mutate(() => true);
    setSent(request);
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="report-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('home.report.title')}</Dialog.Title>
            </Dialog.Header>
            {sent ? (
              <>
                <Dialog.Body>
                  <Stack gap="3" align="center" textAlign="center" py="6" data-testid="report-sent" role="status">
                    <Box color="green.fg" fontSize="4xl">
                      <LuCircleCheck />
                    </Box>
                    <Text fontSize="lg" fontWeight="semibold">
                      {t('home.report.sent')}
                    </Text>
                    <Text color="fg.muted">{t('home.report.sentDetail', { number: sent.number })}</Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="teal" onClick={onClose} data-testid="report-done">
                    {t('home.report.done')}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <form
                noValidate
                style={{ display: 'contents' }}
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit();
                }}
              >
                <Dialog.Body>
                  <Stack gap="4">
                    {cycle.error && !Object.keys(errors).length && (
                      <Text color="fg.error" data-testid="report-failed">
                        {t('home.report.failed')}
                      </Text>
                    )}
                    <LabeledField
                      id="report-title"
                      label={t('workOrders.requests.whatIsWrong')}
                      error={errors.title}
                      required
                    >
                      <Input id="report-title" value={title} onChange={(e) => setTitle(e.target.value)} />
                    </LabeledField>
                    <LabeledField id="report-site" label={t('home.report.where')} error={errors.locations}>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          id="report-site"
                          value={site}
                          onChange={(e) => {
                            setSite(e.target.value);
                            setAsset('');
                          }}
                        >
                          <option value="">{t('home.report.pickSite')}</option>
                          {(places.data?.results ?? []).map((p) => (
                            <option key={p.id} value={p.id}>
                              {p.text}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </LabeledField>
                    <LabeledField id="report-asset" label={t(field('inspectables'))} error={errors.inspectables}>
                      <NativeSelect.Root disabled={!site || Boolean(tagged)}>
                        <NativeSelect.Field id="report-asset" value={asset} onChange={(e) => setAsset(e.target.value)}>
                          <option value="">{t(site ? 'home.report.pickAsset' : 'home.report.pickSiteFirst')}</option>
                          {(assets.data?.results ?? []).map((a) => (
                            <option key={a.id} value={a.id}>
                              {a.text}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </LabeledField>
                    <LabeledField
                      id="report-tag"
                      label={t('home.report.tag')}
                      helper={
                        tagged
                          ? t('home.report.tagFound', { name: tagged.text })
                          : tag.trim().length >= 3 && byTag.data
                            ? t('home.report.tagUnknown')
                            : t('home.report.tagHint')
                      }
                    >
                      <Input
                        id="report-tag"
                        value={tag}
                        autoComplete="off"
                        inputMode="text"
                        onChange={(e) => setTag(e.target.value)}
                        data-testid="report-tag"
                      />
                    </LabeledField>
                    <LabeledField id="report-urgency" label={t('home.report.urgency')}>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          id="report-urgency"
                          value={urgency}
                          onChange={(e) => setUrgency(e.target.value as Urgency)}
                        >
                          {URGENCIES.map((u) => (
                            <option key={u} value={u}>
                              {t(`home.report.urgencies.${u}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </LabeledField>
                    <LabeledField
                      id="report-description"
                      label={t(field('description'))}
                      error={errors.description}
                      helper={t('workOrders.requests.describeHint')}
                    >
                      <Textarea
                        id="report-description"
                        rows={3}
                        value={description}
                        onChange={(e) => setDescription(e.target.value)}
                      />
                    </LabeledField>
                    <LabeledField
                      id="report-photo"
                      label={t('home.report.photo')}
                      error={photoRefused ? t('userFiles.invalid') : errors.file}
                      helper={photo?.name}
                    >
                      <Button asChild variant="outline" colorPalette="teal" w="full">
                        <label htmlFor="report-photo">
                          <LuCamera />
                          {t(photo ? 'home.report.photoAgain' : 'home.report.photoAdd')}
                        </label>
                      </Button>
                      <input
                        id="report-photo"
                        type="file"
                        accept={UPLOAD_ACCEPT}
                        capture="environment"
                        hidden
                        data-testid="report-photo"
                        onChange={(e) => {
                          const file = e.target.files?.[0] ?? null;
                          const ok = !file || isAllowedUpload(file);
                          setPhotoRefused(!ok);
                          setPhoto(ok ? file : null);
                        }}
                      />
                    </LabeledField>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" colorPalette="teal" loading={cycle.loading} data-testid="report-submit">
                    {t('workOrders.requests.send')}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
