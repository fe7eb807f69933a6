import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LuDownload } from 'react-icons/lu';
import type { FieldDecl, ListResponse, ResourceDecl, Row } from '@cmms/contracts';
import { displayDate, isDateValue } from '../lib/display-date';
import { callEndpoint, type Query } from '../api/http';
import { useRequestCycle } from '../api/use-request-cycle';
import { declaredOption, optionLabelKey } from '../resources/enum-option';
import { refsOf } from '../resources/named-refs';
import { rowKeyOf } from '../resources/form/form-values';
import { csvText } from './csv-text';
import { saveText } from './save-text';
import { holderName } from './holder-name';

/** A cell as text: names for relations, the shown form of dates, labels of options. */
function cellText(t: TFunction, resource: string, key: string, field: FieldDecl, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'reference') return holderName(value) === '—' ? '' : holderName(value);
  if (field.kind === 'multi-reference')
    return refsOf(value)
      .map((ref) => ref.name)
      .join('; ');
  if (field.kind === 'boolean') {
    const on = value === true || value === 1 || value === '1' || value === 'true';
    return on ? t('common.yes') : t('common.no');
  }
  if (field.kind === 'enum') {
    const option = declaredOption(field, value);
    return option ? t(optionLabelKey(resource, key, option)) : String(value);
  }
  if (typeof value === 'object') {
    if (isDateValue(value)) return displayDate(value) ?? '';
    const shown = value as { name?: unknown };
    return String(shown.name ?? '');
  }
  return String(value);
}

/**
 * 'Download CSV': every row of the current filter and search (`all=1`), the columns labelled in the
 * interface language, relations by name, plus who or what holds each asset.
 */
export function CsvDownload({ resource, query }: { resource: ResourceDecl; query: Query }) {
  const { t } = useTranslation();
  const { run, loading } = useRequestCycle();
  const fields = Object.entries(resource.fields).filter(([, f]) => f.kind !== 'password' && f.kind !== 'permissions');

  const download = async () => {
    const { offset: _offset, limit: _limit, ...rest } = query;
    const outcome = await run((signal) =>
      callEndpoint<ListResponse<Row>>(`${resource.name}.list`, {}, { query: { ...rest, all: 1 }, signal }),
    );
    if (!outcome.ok || !outcome.data || !Array.isArray(outcome.data.rows)) return;
    const holder = !('assigned_to' in resource.fields);
    const header = [
      t('assets.id'),
      ...fields.map(([key]) => t(`resources.${resource.name}.fields.${key}`)),
      ...(holder ? [t('assets.checkedOutTo')] : []),
    ];
    const lines = outcome.data.rows.map((row) => [
      String(row.id),
      ...fields.map(([key, field]) => cellText(t, resource.name, key, field, row[rowKeyOf(key, field)])),
      ...(holder ? [row.assigned_to ? holderName(row.assigned_to) : ''] : []),
    ]);
    saveText(csvText(header, lines), `${resource.name}-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  return (
    <Button variant="outline" loading={loading} onClick={() => void download()} data-testid="csv-download">
      <LuDownload />
      {t('assets.downloadCsv')}
    </Button>
  );
}
