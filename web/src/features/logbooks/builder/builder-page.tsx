import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Grid,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { LuDownload, LuPlus, LuSave, LuSend, LuTrash2 } from 'react-icons/lu';
import type { FormRow } from '@cmms/contracts/logbooks/endpoints';
import { apiKey } from '../../../api/api-key';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { callEndpoint } from '../../../api/http';
import { useLogbookQuery } from '../logbook-query';
import { useRequestCycle } from '../../../api/use-request-cycle';
import { useAppAbility } from '../../../auth/use-app-ability';
import { LoadFailed } from '../../../components/load-failed';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import { ConfirmDialog } from '../../../resources/list/confirm-dialog';
import { DRAG_MIME, FieldEditor, ReorderControls, useDropTarget, type Dragged } from './field-editor';
import { FormPreview } from './form-preview';
import {
  FIELD_KINDS,
  fieldTitle,
  followLabel,
  fromDocument,
  move,
  newField,
  newSection,
  placeErrors,
  slug,
  toDocument,
  type BuilderField,
  type BuilderForm,
  type BuilderSection,
  type FieldKind,
} from './model';

const FORMS_PATH = '/logbooks/forms';

type Errors = ReturnType<typeof placeErrors>;
const NO_ERRORS: Errors = { byId: {}, general: {} };

const snapshot = (form: BuilderForm) => JSON.stringify({ n: form.name, c: form.category, ...toDocument(form) });
const fixKeys = (form: BuilderForm): BuilderForm => ({
  ...form,
  sections: form.sections.map((s) => ({
    ...s,
    keyFixed: true,
    fields: s.fields.map((f) => ({ ...f, keyFixed: true })),
  })),
});

/** `/logbooks/forms/new` and `/logbooks/forms/:id`: the form builder with its live preview. */
export function BuilderPage() {
  const { id } = useParams();
  const ability = useAppAbility();
  const formId = id && /^\d+$/.test(id) ? Number(id) : null;
  if (!canCallEndpoint(ability, formId === null ? 'logbooks.form-create' : 'logbooks.form')) return <NotAuthorized />;
  return formId === null ? <Builder key="new" row={null} /> : <LoadedBuilder key={formId} id={formId} />;
}

function LoadedBuilder({ id }: { id: number }) {
  const { t } = useTranslation('logbooks');
  const { data, error, mutate } = useLogbookQuery(apiKey('logbooks.form', { id }));
  if (data) return <Builder row={data} />;
  if (error)
    return (
      <LoadFailed title={t('builder.loadFailed')} error={error} retry={() => void mutate()} testId="builder-failed" />
    );
  return (
    <Flex justify="center" py="16">
      <Spinner />
    </Flex>
  );
}

function Builder({ row: initialRow }: { row: FormRow | null }) {
  const { t } = useTranslation('logbooks');
  const ability = useAppAbility();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const [row, setRow] = useState<FormRow | null>(initialRow);
  const [form, setForm] = useState<BuilderForm>(() =>
    initialRow
      ? fromDocument(initialRow, t('builder.generalSection'))
      : { name: '', category: '', sections: [newSection(new Set())] },
  );
  const [saved, setSaved] = useState(() => (initialRow ? snapshot(form) : ''));
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  // A new form published in one go arrives here remounted at its own address, with the version in the state.
  const [published, setPublished] = useState<number | null>(
    () => (location.state as { published?: number } | null)?.published ?? null,
  );
  const [announce, setAnnounce] = useState('');
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [kinds, setKinds] = useState<Record<string, FieldKind>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  const cycle = useRequestCycle();
  const canEdit = canCallEndpoint(ability, row ? 'logbooks.form-update' : 'logbooks.form-create');
  // Shown to whom may delete forms: for a form a logbook uses, the server's refusal says why.
  const canDelete = row !== null && canCallEndpoint(ability, 'logbooks.form-delete');
  const dirty = snapshot(form) !== saved;

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [form]);

  const allKeys = useMemo(() => new Set(form.sections.flatMap((s) => s.fields.map((f) => f.key))), [form]);
  const fieldName = (f: BuilderField) => fieldTitle(f, t('builder.untitledField'));
  const sectionName = (s: BuilderSection) => s.title.trim() || t('builder.untitledSection');

  /** An edited field drops the server's texts about it: they described what it was. */
  const clearErrors = (id: string) =>
    setErrors((e) => {
      if (!e.byId[id]) return e;
      const byId = { ...e.byId };
      delete byId[id];
      return { ...e, byId };
    });
  const updateSection = (sectionId: string, change: (s: BuilderSection) => BuilderSection) =>
    setForm((f) => ({ ...f, sections: f.sections.map((s) => (s.id === sectionId ? change(s) : s)) }));

  const moveSection = (index: number, delta: number) => {
    const next = move(form.sections, index, delta);
    const moved = form.sections[index]!;
    const to = next.indexOf(moved);
    if (to === index) return;
    focusAfter.current = `handle-${moved.id}`;
    setForm({ ...form, sections: next });
    setAnnounce(t('builder.reorder.moved', { name: sectionName(moved), position: to + 1, count: next.length }));
  };

  const moveField = (sectionId: string, index: number, delta: number) => {
    const section = form.sections.find((s) => s.id === sectionId)!;
    const moved = section.fields[index]!;
    const next = move(section.fields, index, delta);
    const to = next.indexOf(moved);
    if (to === index) return;
    focusAfter.current = `handle-${moved.id}`;
    updateSection(sectionId, (s) => ({ ...s, fields: next }));
    setAnnounce(t('builder.reorder.moved', { name: fieldName(moved), position: to + 1, count: next.length }));
  };

  /** A drop: the dragged field goes before `beforeId` in the target section (or to its end). */
  const dropField = (fieldId: string, sectionId: string, beforeId: string | null) => {
    setForm((f) => {
      const field = f.sections.flatMap((s) => s.fields).find((x) => x.id === fieldId);
      if (!field || fieldId === beforeId) return f;
      const sections = f.sections.map((s) => ({ ...s, fields: s.fields.filter((x) => x.id !== fieldId) }));
      return {
        ...f,
        sections: sections.map((s) => {
          if (s.id !== sectionId) return s;
          const at = beforeId ? s.fields.findIndex((x) => x.id === beforeId) : -1;
          const fields = [...s.fields];
          fields.splice(at < 0 ? fields.length : at, 0, field);
          return { ...s, fields };
        }),
      };
    });
  };
  const dropSection = (sectionId: string, beforeId: string) => {
    setForm((f) => {
      const from = f.sections.findIndex((s) => s.id === sectionId);
      const to = f.sections.findIndex((s) => s.id === beforeId);
      if (from < 0 || to < 0 || from === to) return f;
      const sections = [...f.sections];
      const [moved] = sections.splice(from, 1);
      sections.splice(to, 0, moved!);
      return { ...f, sections };
    });
  };

  const startDrag = (item: Dragged) => (e: DragEvent) => {
    e.dataTransfer.setData(DRAG_MIME, item.id);
    e.dataTransfer.effectAllowed = 'move';
    const card = (e.currentTarget as HTMLElement).closest(
      item.type === 'field' ? '[data-field-id]' : '[data-section-id]',
    );
    if (card) e.dataTransfer.setDragImage(card, 16, 16);
    setDragged(item);
  };
  const endDrag = () => setDragged(null);

  const addField = (sectionId: string) => {
    const field = newField(kinds[sectionId] ?? 'text', allKeys);
    focusAfter.current = `${field.id}-label`;
    updateSection(sectionId, (s) => ({ ...s, fields: [...s.fields, field] }));
  };
  const addSection = () => {
    const section = newSection(new Set(form.sections.map((s) => s.key)));
    focusAfter.current = `${section.id}-title`;
    setForm((f) => ({ ...f, sections: [...f.sections, section] }));
  };

  const applyErrors = (messages: unknown) => {
    if (messages && typeof messages === 'object') setErrors(placeErrors(form, messages as Record<string, string[]>));
    else if (typeof messages === 'string') setErrors({ byId: {}, general: { form: [messages] } });
  };

  const refreshLists = () => mutate((key) => Array.isArray(key) && String(key[0]).startsWith('logbooks.form'));

  /** Saves the draft; the editor keeps everything typed when the server refuses it. */
  const save = async (stay = false): Promise<FormRow | null> => {
    const body = { name: form.name.trim(), category: form.category.trim() || null, ...toDocument(form) };
    const outcome = await cycle.run((signal) =>
      row
        ? callEndpoint('logbooks.form-update', { id: row.id }, { method: 'PATCH', body, signal })
        : callEndpoint('logbooks.form-create', {}, { method: 'POST', body, signal }),
    );
    const answer = outcome.data;
    if (!outcome.ok || !answer?.payload) {
      if (answer) applyErrors(answer.messages);
      return null;
    }
    setErrors(NO_ERRORS);
    const fixed = fixKeys(form);
    setForm(fixed);
    setSaved(snapshot(fixed));
    setRow(answer.payload);
    void refreshLists();
    if (location.pathname.endsWith('/new') && !stay)
      void navigate(`${FORMS_PATH}/${answer.payload.id}`, { replace: true });
    return answer.payload;
  };

  /** A new form moves to its own address only once published: the move remounts the builder. */
  const publish = async () => {
    const current = dirty || !row ? await save(true) : row;
    if (!current) return;
    const outcome = await cycle.run((signal) =>
      callEndpoint('logbooks.form-publish', { id: current.id }, { method: 'POST', signal }),
    );
    const answer = outcome.data;
    if (!outcome.ok || !answer?.payload) {
      if (answer) applyErrors(answer.messages);
      return;
    }
    setRow(answer.payload);
    setPublished(answer.payload.version);
    void refreshLists();
    if (location.pathname.endsWith('/new')) {
      void mutate(apiKey('logbooks.form', { id: answer.payload.id }), answer.payload, { revalidate: false });
      void navigate(`${FORMS_PATH}/${answer.payload.id}`, {
        replace: true,
        state: { published: answer.payload.version },
      });
    }
  };

  const exportJson = () => {
    const doc = { name: form.name.trim(), category: form.category.trim() || null, ...toDocument(form) };
    const blob = new Blob([`${JSON.stringify(doc, null, 2)}\n`], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${slug(form.name) || 'logger-form'}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const remove = async () => {
    if (!row) return;
    setDeleteError(null);
    const outcome = await cycle.run((signal) =>
      callEndpoint('logbooks.form-delete', { id: row.id }, { method: 'DELETE', signal }),
    );
    setConfirmDelete(false);
    if (outcome.ok) {
      void refreshLists();
      void navigate(FORMS_PATH);
      return;
    }
    setDeleteError(
      typeof outcome.error === 'string'
        ? outcome.error
        : Object.values(outcome.error ?? {})
            .flat()
            .join(' '),
    );
  };

  const acceptsField = useCallback(() => dragged?.type === 'field', [dragged]);
  const general = Object.entries(errors.general).filter(([k]) => k !== 'name');
  const status = row?.status ?? 'draft';

  return (
    <>
      <PageHeader
        title={row ? row.name : t('builder.newTitle')}
        subtitle={t('builder.subtitle')}
        crumbs={[
          { label: '', to: '/' },
          { label: t('forms.title'), to: FORMS_PATH },
          { label: row ? row.name : t('builder.newTitle') },
        ]}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={exportJson} data-testid="builder-export">
              <LuDownload />
              {t('builder.export')}
            </Button>
            {canDelete && (
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => setConfirmDelete(true)}
                data-testid="builder-delete"
              >
                <LuTrash2 />
                {t('builder.delete')}
              </Button>
            )}
            {canEdit && (
              <>
                <Button
                  variant="outline"
                  onClick={() => void save()}
                  loading={cycle.loading}
                  data-testid="builder-save"
                >
                  <LuSave />
                  {t('builder.saveDraft')}
                </Button>
                <Button
                  colorPalette="teal"
                  onClick={() => void publish()}
                  loading={cycle.loading}
                  data-testid="builder-publish"
                >
                  <LuSend />
                  {t('builder.publish')}
                </Button>
              </>
            )}
          </HStack>
        }
      />
      <VisuallyHidden aria-live="polite" data-testid="builder-announce">
        {announce}
      </VisuallyHidden>
      <Stack gap="4" mb="4">
        <HStack gap="2" wrap="wrap">
          <Badge variant="subtle" colorPalette={status === 'published' ? 'green' : 'gray'} data-testid="builder-status">
            {t(`forms.status.${status}`)}
          </Badge>
          {row?.version != null && (
            <Badge variant="outline" data-testid="builder-version">
              {t('forms.versionLong', { version: row.version })}
            </Badge>
          )}
          {dirty && (
            <Text fontSize="sm" color="fg.muted" data-testid="builder-dirty">
              {t('builder.unsaved')}
            </Text>
          )}
        </HStack>
        {published !== null && (
          <Alert.Root status="success" data-testid="builder-published">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('builder.published', { version: published })}</Alert.Title>
              <Alert.Description>{t('builder.publishedKeep')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {(general.length > 0 || deleteError) && (
          <Alert.Root status="error" data-testid="builder-errors">
            <Alert.Indicator />
            <Alert.Content>
              {general.flatMap(([k, texts]) => texts.map((text) => <Text key={`${k}-${text}`}>{text}</Text>))}
              {deleteError && <Text>{deleteError}</Text>}
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <fieldset disabled={!canEdit} style={{ minWidth: 0, border: 0, padding: 0, margin: 0 }}>
          <Stack gap="4" data-testid="builder-editor" minW="0">
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: '2fr 1fr' }} gap="3">
              <Field.Root required invalid={Boolean(errors.general.name)}>
                <Field.Label htmlFor="form-name">
                  {t('builder.name')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  id="form-name"
                  value={form.name}
                  onChange={(e) => setForm({ ...form, name: e.target.value })}
                  data-testid="builder-name"
                />
                <Field.ErrorText data-testid="builder-name-error">{errors.general.name?.join(' ')}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label htmlFor="form-category">{t('builder.category')}</Field.Label>
                <Input
                  id="form-category"
                  value={form.category}
                  onChange={(e) => setForm({ ...form, category: e.target.value })}
                  data-testid="builder-category"
                />
              </Field.Root>
            </Grid>
            {form.sections.map((section, si) => (
              <SectionCard
                key={section.id}
                section={section}
                index={si}
                count={form.sections.length}
                name={sectionName(section)}
                errors={errors.byId[section.id]}
                dragging={dragged?.id === section.id}
                acceptsDrop={dragged !== null}
                onDropHere={() => {
                  if (dragged?.type === 'section') dropSection(dragged.id, section.id);
                  else if (dragged?.type === 'field') dropField(dragged.id, section.id, null);
                  setDragged(null);
                }}
                onDragStart={startDrag({ type: 'section', id: section.id })}
                onDragEnd={endDrag}
                onTitle={(title) =>
                  updateSection(section.id, (s) =>
                    followLabel(
                      { ...s, title },
                      title,
                      'section',
                      form.sections.filter((o) => o.id !== s.id),
                    ),
                  )
                }
                onMove={(delta) => moveSection(si, delta)}
                onRemove={() => setForm((f) => ({ ...f, sections: f.sections.filter((s) => s.id !== section.id) }))}
                kind={kinds[section.id] ?? 'text'}
                onKind={(kind) => setKinds((k) => ({ ...k, [section.id]: kind }))}
                onAddField={() => addField(section.id)}
              >
                {section.fields.map((field, fi) => (
                  <FieldEditor
                    key={field.id}
                    field={field}
                    index={fi}
                    count={section.fields.length}
                    errors={errors.byId[field.id]}
                    dragging={dragged?.id === field.id}
                    onChange={(next) => {
                      clearErrors(field.id);
                      updateSection(section.id, (s) => ({
                        ...s,
                        fields: s.fields.map((x) => (x.id === field.id ? next : x)),
                      }));
                    }}
                    onLabel={(label) =>
                      updateSection(section.id, (s) => ({
                        ...s,
                        fields: s.fields.map((x) =>
                          x.id === field.id
                            ? followLabel(
                                { ...x, label },
                                label,
                                x.kind,
                                form.sections.flatMap((o) => o.fields).filter((o) => o.id !== x.id),
                              )
                            : x,
                        ),
                      }))
                    }
                    onMove={(delta) => moveField(section.id, fi, delta)}
                    onRemove={() =>
                      updateSection(section.id, (s) => ({ ...s, fields: s.fields.filter((x) => x.id !== field.id) }))
                    }
                    drag={{
                      start: startDrag({ type: 'field', id: field.id }),
                      end: endDrag,
                      accepts: acceptsField,
                      drop: () => {
                        if (dragged?.type === 'field') dropField(dragged.id, section.id, field.id);
                        setDragged(null);
                      },
                    }}
                  />
                ))}
              </SectionCard>
            ))}
            <Button variant="outline" alignSelf="flex-start" onClick={addSection} data-testid="builder-add-section">
              <LuPlus />
              {t('builder.addSection')}
            </Button>
          </Stack>
        </fieldset>
        <Box
          position={{ lg: 'sticky' }}
          top={{ lg: '4' }}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="xl"
          p={{ base: '3', md: '5' }}
          maxH={{ lg: 'calc(100vh - 2rem)' }}
          overflowY={{ lg: 'auto' }}
          minW="0"
        >
          <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" mb="3">
            {t('builder.preview.title')}
          </Text>
          <FormPreview form={form} />
        </Box>
      </Grid>
      <ConfirmDialog
        open={confirmDelete}
        title={t('builder.deleteTitle')}
        body={t('builder.deleteBody', { name: row?.name ?? '' })}
        confirmLabel={t('builder.delete')}
        loading={cycle.loading}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}

function SectionCard({
  section,
  index,
  count,
  name,
  errors,
  dragging,
  acceptsDrop,
  onDropHere,
  onDragStart,
  onDragEnd,
  onTitle,
  onMove,
  onRemove,
  kind,
  onKind,
  onAddField,
  children,
}: {
  section: BuilderSection;
  index: number;
  count: number;
  name: string;
  errors?: string[];
  dragging: boolean;
  acceptsDrop: boolean;
  onDropHere: () => void;
  onDragStart: (e: DragEvent) => void;
  onDragEnd: () => void;
  onTitle: (title: string) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  kind: FieldKind;
  onKind: (kind: FieldKind) => void;
  onAddField: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('logbooks');
  const target = useDropTarget(() => acceptsDrop, onDropHere);
  const testId = section.root ? 'section-root' : `section-${section.key}`;
  return (
    <Box
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '3', md: '4' }}
      bg="bg.subtle"
      opacity={dragging ? 0.5 : 1}
      borderColor={errors?.length ? 'border.error' : target.over ? 'teal.solid' : undefined}
      data-testid={testId}
      data-section-id={section.id}
      {...target.props}
    >
      <Flex gap="2" align="center" mb="3" wrap="wrap">
        <ReorderControls
          name={name}
          index={index}
          count={count}
          handleId={`handle-${section.id}`}
          onMove={onMove}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          testId={testId}
        />
        <Input
          id={`${section.id}-title`}
          flex="1"
          minW="40"
          fontWeight="semibold"
          placeholder={t('builder.sectionTitle')}
          aria-label={t('builder.sectionTitle')}
          value={section.title}
          readOnly={section.root}
          onChange={(e) => onTitle(e.target.value)}
          data-testid={`${testId}-title`}
        />
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={onRemove}
          aria-label={t('builder.removeSection', { name })}
          data-testid={`${testId}-remove`}
        >
          <LuTrash2 />
        </IconButton>
      </Flex>
      {errors && errors.length > 0 && (
        <Stack gap="1" mb="3" role="alert">
          {errors.map((text) => (
            <Text key={text} fontSize="sm" color="fg.error">
              {text}
            </Text>
          ))}
        </Stack>
      )}
      <Stack gap="3">{children}</Stack>
      <Flex gap="2" mt="3" align="flex-end" wrap="wrap">
        <Field.Root w="auto">
          <Field.Label htmlFor={`${section.id}-kind`} fontSize="xs">
            {t('builder.newFieldKind')}
          </Field.Label>
          <NativeSelect.Root size="sm" w="48">
            <NativeSelect.Field
              id={`${section.id}-kind`}
              value={kind}
              onChange={(e) => onKind(e.target.value as FieldKind)}
              data-testid={`${testId}-kind`}
            >
              {FIELD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`builder.kinds.${k}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" variant="outline" onClick={onAddField} data-testid={`${testId}-add-field`}>
          <LuPlus />
          {t('builder.addField')}
        </Button>
      </Flex>
    </Box>
  );
}
