import { useEffect, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Field, Flex, GridItem, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LuSave } from 'react-icons/lu';
import { deniedFields, type Envelope, type FieldDecl, type ResourceDecl, type Row } from '@cmms/contracts';
import { apiKey, touchedBy } from '../../api/api-key';
import { useAppAbility } from '../../auth/use-app-ability';
import { callEndpoint } from '../../api/http';
import { useRequestCycle } from '../../api/use-request-cycle';
import { holdsBadDate } from '../../components/held-dates';
import { PageHeader } from '../../layout/page-header';
import { fieldErrors } from './field-errors';
import { FieldWidget } from './field-widget';
import { SuccessNote } from './success-note';
import { narrowingOf, narrowQuery, withFollowersCleared } from './narrowing';
import { resourcePath } from '../resource-path';
import { listReturnPath } from '../list/list-return';
import { CycleStateBadge } from '../cycle-state-badge';
import { resourceExtension } from '../extensions/resource-extensions';
import type { FormExtra } from '../extensions/extension-types';
import {
  bodyFromValues,
  confirmationKey,
  formFields,
  initialValues,
  isShown,
  referenceLabels,
  valuesFromRow,
  type FormValues,
} from './form-values';
import { fieldLabelKey, resourceSingularKey, resourceTitleKey } from '../resource-keys';

type SaveMode = 'save' | 'close';

/** Kinds that take the whole row of the form grid. */
const WIDE_KINDS = new Set<FieldDecl['kind']>(['textarea', 'password', 'permissions', 'multi-reference']);

type Extras = Record<string, unknown>;

const extrasOf = (extras: readonly FormExtra[], row: Row | null): Extras =>
  Object.fromEntries(extras.map((extra) => [extra.key, extra.initial(row)]));

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Extras go with a create when set, with an update when changed, as their `toBody` says. */
function extrasBody(formExtras: readonly FormExtra[], extras: Extras, initial: Extras | null): Extras {
  return Object.fromEntries(
    formExtras
      .filter(({ key }) =>
        initial ? JSON.stringify(extras[key] ?? null) !== JSON.stringify(initial[key] ?? null) : !isBlank(extras[key]),
      )
      .map((extra) => [extra.key, extra.toBody ? extra.toBody(extras[extra.key]) : extras[extra.key]]),
  );
}

/**
 * The generic form: one widget per declared field, then the feature's extras (a due date, a checklist's
 * items) in their places, 'save' and 'save and close' with their own spinners.
 */
export function ResourceForm({ resource, row }: { resource: ResourceDecl; row: Row | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { run, loading, error, status, success, resetSuccess } = useRequestCycle();
  const [current, setCurrent] = useState<Row | null>(row);
  const [initial, setInitial] = useState<FormValues>(() =>
    row ? valuesFromRow(resource, row) : initialValues(resource),
  );
  const [values, setValues] = useState<FormValues>(initial);
  const formExtras = (resourceExtension(resource.name).formExtras ?? []).filter(
    (extra) => !extra.shownFor || extra.shownFor(row),
  );
  const formNotes = resourceExtension(resource.name).formNotes ?? [];
  const [initialExtras, setInitialExtras] = useState<Extras>(() => extrasOf(formExtras, row));
  const [extras, setExtras] = useState<Extras>(initialExtras);
  const [pending, setPending] = useState<SaveMode | null>(null);
  const suggestValues = resourceExtension(resource.name).suggestValues;
  // Fields this user may not set (the contracts' RESTRICTED_FIELDS: a technician assigns nobody) stay off the form.
  const denied = deniedFields(resource.name, useAppAbility(), row ? 'update' : 'create');
  const creating = row === null;
  // A new record starts with the server's suggestions in the fields the user has not filled yet.
  useEffect(() => {
    if (!creating || !suggestValues) return;
    const controller = new AbortController();
    suggestValues(controller.signal)
      .then((suggested) =>
        setValues((now) => {
          const blanks = Object.entries(suggested).filter(([key]) => now[key] === '' || now[key] == null);
          return blanks.length ? { ...now, ...Object.fromEntries(blanks) } : now;
        }),
      )
      // A suggestion is a convenience: without it the field stays empty and the server still decides.
      .catch(() => undefined);
    return () => controller.abort();
  }, [creating, suggestValues]);
  const errors = fieldErrors(error);
  const labels = current ? referenceLabels(resource, current) : {};
  const listPath = resourcePath(resource);
  // Back to the list as the user left it: its page, sort, filters and search.
  const returnPath = listReturnPath(listPath);
  const title = t(resourceTitleKey(resource.name));
  const singular = t(resourceSingularKey(resource.name));
  const label = (key: string) => t(fieldLabelKey(resource.name, key));

  const save = async (mode: SaveMode) => {
    setPending(mode);
    const outcome = await run((signal) =>
      current
        ? callEndpoint<Envelope<Row>>(
            `${resource.name}.update`,
            { id: current.id },
            {
              method: 'PATCH',
              body: { ...bodyFromValues(resource, values, initial), ...extrasBody(formExtras, extras, initialExtras) },
              signal,
            },
          )
        : callEndpoint<Envelope<Row>>(
            `${resource.name}.create`,
            {},
            {
              method: 'POST',
              body: { ...bodyFromValues(resource, values), ...extrasBody(formExtras, extras, null) },
              signal,
            },
          ),
    );
    setPending(null);
    if (!outcome.ok) return;
    const saved = outcome.data.payload;
    await mutate(touchedBy(resource));
    if (mode === 'close') {
      await navigate(returnPath);
      return;
    }
    if (!saved) return;
    // The saved record replaces the current detail (spec point 4).
    await mutate(apiKey(`${resource.name}.detail`, { id: String(saved.id) }), saved, { revalidate: false });
    if (!current) {
      await navigate(`${listPath}/${saved.id}/edit`, { replace: true });
      return;
    }
    const next = valuesFromRow(resource, saved);
    setCurrent(saved);
    setInitial(next);
    setValues(next);
    const nextExtras = extrasOf(formExtras, saved);
    setInitialExtras(nextExtras);
    setExtras(nextExtras);
  };

  const narrowHintOf = (field: FieldDecl): string | undefined => {
    const follows = narrowingOf(field)?.field;
    return follows ? t('form.chooseFirst', { field: label(follows) }) : undefined;
  };

  const extraItem = (extra: FormExtra) => (
    <GridItem key={extra.key} colSpan={extra.wide ? { base: 1, md: 2 } : 1}>
      <Field.Root invalid={Boolean(errors[extra.key])} required={extra.required} data-testid={`field-${extra.key}`}>
        <Field.Label htmlFor={`field-${extra.key}`}>
          {t(extra.labelKey)}
          <Field.RequiredIndicator />
        </Field.Label>
        {extra.render({
          id: `field-${extra.key}`,
          value: extras[extra.key],
          onChange: (value) => setExtras((current) => ({ ...current, [extra.key]: value })),
          invalid: Boolean(errors[extra.key]),
          errors,
          values,
        })}
        {extra.hintKey && <Field.HelperText>{t(extra.hintKey)}</Field.HelperText>}
        <Field.ErrorText data-testid={`error-${extra.key}`}>{errors[extra.key]}</Field.ErrorText>
      </Field.Root>
    </GridItem>
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (holdsBadDate(event.currentTarget)) return;
    void save('save');
  };

  return (
    <>
      <PageHeader
        title={current ? String(current[resource.titleField] ?? singular) : t('form.createTitle', { name: singular })}
        subtitle={current ? t('form.editSubtitle', { name: singular }) : t('form.createSubtitle')}
        crumbs={[
          { label: t('menu.dashboard'), to: '/' },
          { label: title, to: returnPath },
          { label: current ? t('form.edit') : t('form.new') },
        ]}
        actions={<CycleStateBadge status={status} error={error} />}
      />
      <SuccessNote messages={success} onReset={resetSuccess} />
      <form onSubmit={onSubmit} noValidate data-testid="resource-form" data-record-id={current?.id ?? 'new'}>
        <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs">
          <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="5" p={{ base: '4', md: '6' }}>
            {formFields(resource)
              .filter(([key, field]) => isShown(field, values) && !denied.has(key))
              .map(([key, field]) => [
                <GridItem key={key} colSpan={WIDE_KINDS.has(field.kind) ? { base: 1, md: 2 } : 1}>
                  <Field.Root
                    invalid={Boolean(errors[key])}
                    // A stored password stays when the field is left empty: only a new record needs one.
                    required={field.required && !(current && field.kind === 'password')}
                    data-testid={`field-${key}`}
                  >
                    <Field.Label htmlFor={`field-${key}`}>
                      {label(key)}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <FieldWidget
                      resource={resource.name}
                      fieldKey={key}
                      field={field}
                      value={values[key] ?? null}
                      label={label(key)}
                      refs={labels[key] ?? []}
                      invalid={Boolean(errors[key])}
                      onChange={(value) => {
                        // Editing again makes the last save's message stale.
                        resetSuccess();
                        // A customer changed: the locations and assets that followed it go (spec point 3).
                        setValues((v) => withFollowersCleared(resource, key, { ...v, [key]: value }));
                      }}
                      narrow={narrowQuery(field, values)}
                      narrowHint={narrowHintOf(field)}
                      confirmation={String(values[confirmationKey(key)] ?? '')}
                      confirmationError={errors[confirmationKey(key)]}
                      error={errors[key]}
                      onConfirmationChange={(value) => setValues((v) => ({ ...v, [confirmationKey(key)]: value }))}
                    />
                    {field.immutable && !current && <Field.HelperText>{t('form.immutableHint')}</Field.HelperText>}
                    {field.kind === 'password' && current && (
                      <Field.HelperText>{t('form.passwordKeepHint')}</Field.HelperText>
                    )}
                    {field.kind !== 'password' && (
                      <Field.ErrorText data-testid={`error-${key}`}>{errors[key]}</Field.ErrorText>
                    )}
                  </Field.Root>
                </GridItem>,
                ...formExtras.filter((extra) => extra.after === key).map((extra) => extraItem(extra)),
                ...formNotes
                  .filter((note) => note.after === key)
                  .map((note) => (
                    <GridItem key={`note-${note.key}`} colSpan={{ base: 1, md: 2 }} data-testid={`note-${note.key}`}>
                      {note.render(values)}
                    </GridItem>
                  )),
              ])}
            {formExtras.filter((extra) => extra.after === undefined).map((extra) => extraItem(extra))}
          </SimpleGrid>
          <Flex
            px={{ base: '4', md: '6' }}
            py="4"
            borderTopWidth="1px"
            bg="bg.muted"
            borderBottomRadius="xl"
            justify="space-between"
            align="center"
            gap="3"
            wrap="wrap"
          >
            <HStack gap="2">
              <Text fontSize="sm" color="fg.muted">
                <Badge colorPalette="red" variant="plain" px="0">
                  *
                </Badge>{' '}
                {t('form.requiredNote')}
              </Text>
            </HStack>
            <HStack gap="2">
              <Button variant="ghost" asChild disabled={loading}>
                <Link to={returnPath} data-testid="form-cancel">
                  {t('common.cancel')}
                </Link>
              </Button>
              <Button
                type="submit"
                variant="outline"
                colorPalette="teal"
                loading={loading && pending === 'save'}
                disabled={loading && pending !== 'save'}
                data-testid="form-save"
              >
                <LuSave />
                {t('form.save')}
              </Button>
              <Button
                colorPalette="teal"
                loading={loading && pending === 'close'}
                disabled={loading && pending !== 'close'}
                onClick={(event) => {
                  if (!holdsBadDate(event.currentTarget.form)) void save('close');
                }}
                data-testid="form-save-close"
              >
                {t('form.saveAndClose')}
              </Button>
            </HStack>
          </Flex>
        </Box>
      </form>
    </>
  );
}
