import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LuListPlus, LuUnlink } from 'react-icons/lu';
import { getResource, type Row } from '@cmms/contracts';
import { apiKey, touchedBy } from '../api/api-key';
import { PickList } from '../components/pick-list/pick-list';
import type { SimpleColumn } from '../resources/detail/simple-table';
import { resourcePath } from '../resources/resource-path';
import { fallback } from '../i18n/keys';

const fieldsets = getResource('fieldsets');
const fields = getResource('fields');

type FieldRow = { id: number; name: string } & Record<string, unknown>;

const fieldRows = (value: unknown): { total: number; rows: FieldRow[] } => {
  const v = value as { total?: unknown; rows?: unknown } | null;
  const rows = Array.isArray(v?.rows) ? (v.rows as FieldRow[]) : [];
  return { total: typeof v?.total === 'number' ? v.total : rows.length, rows };
};

/** A field set's fields (rows and total) with add and 'disassociate'; the answer's field set replaces the detail. */
export function FieldsetFields({ fieldset }: { fieldset: Row }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { total, rows } = fieldRows(fieldset.fields);
  const refresh = async (saved: unknown) => {
    if (saved && typeof saved === 'object' && 'id' in saved) {
      await mutate(apiKey('fieldsets.detail', { id: String(fieldset.id) }), saved, { revalidate: false });
    }
    await mutate((key) => touchedBy(fieldsets)(key) && !(Array.isArray(key) && key[0] === 'fieldsets.detail'));
    await mutate(touchedBy(fields));
  };

  const columns: SimpleColumn<FieldRow>[] = [
    {
      key: 'name',
      label: t('resources.fields.fields.name'),
      render: (row) => (
        <ChakraLink asChild colorPalette="teal" fontWeight="semibold">
          <Link to={resourcePath(fields, row.id, 'edit')}>{row.name}</Link>
        </ChakraLink>
      ),
    },
  ];
  // Field rows may carry only `{id, name}`; element and format show when the server sends them.
  if (rows.some((row) => typeof (row.element ?? row.type) === 'string')) {
    columns.push({
      key: 'element',
      label: t('resources.fields.fields.element'),
      render: (row) => {
        const element = row.element ?? row.type;
        return typeof element === 'string' ? (
          <Badge variant="outline" colorPalette="teal">
            {t(`resources.fields.options.element.${element}`, fallback(element))}
          </Badge>
        ) : (
          '—'
        );
      },
    });
  }
  if (rows.some((row) => typeof row.format === 'string')) {
    columns.push({
      key: 'format',
      label: t('resources.fields.fields.format'),
      render: (row) => (typeof row.format === 'string' ? row.format : '—'),
    });
  }

  return (
    <PickList<FieldRow>
      testId="fieldset-fields"
      tableTestId="fieldset-field"
      source={{ rows }}
      changed={refresh}
      emptyText={t('fieldsetFields.empty')}
      summary={
        <Text color="fg.muted" data-testid="fieldset-fields-total">
          {t('fieldsetFields.total', { count: total })}
        </Text>
      }
      add={{
        endpoint: 'fields.associate',
        params: ({ field }) => ({ id: Number(field) }),
        body: () => ({ fieldset_id: fieldset.id }),
        fields: [
          {
            kind: 'reference',
            name: 'field',
            id: 'fieldset-add-field',
            label: t('fieldsetFields.field'),
            refName: 'fields',
            testId: 'fieldset-add-field',
            errorKey: () => 'fieldset_id',
          },
        ],
        label: t('fieldsetFields.add'),
        icon: <LuListPlus />,
        testId: 'fieldset-field-add',
      }}
      remove={{
        endpoint: 'fieldsets.disassociate',
        params: (row) => ({ fieldsetId: fieldset.id, fieldId: row.id }),
        title: t('fieldsetFields.disassociateTitle'),
        question: (row) =>
          t('fieldsetFields.disassociateBody', { name: row.name, fieldset: String(fieldset.name ?? '') }),
        label: t('fieldsetFields.disassociate'),
        icon: <LuUnlink />,
        testId: (row) => `field-disassociate-${row.id}`,
      }}
      columns={columns}
    />
  );
}
