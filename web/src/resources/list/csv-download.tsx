import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { csvSheet, csvText, type ListResponse, type ResourceDecl, type Row } from '@cmms/contracts';
import { callEndpoint, type Query } from '../../api/http';
import { useRequestCycle } from '../../api/use-request-cycle';
import { saveText } from '../../lib/save-text';
import { fieldLabelKey } from '../resource-keys';

/**
 * 'Download CSV' of a list whose declaration streams it (`streamAll`, every importable list): every row
 * of the current filter and search (`all=1`), written by the contracts' `csvSheet` (the same writer the
 * round-trip tests use) with the resource's field labels, so the file imports back unchanged.
 */
export function CsvDownload({ resource, query }: { resource: ResourceDecl; query: Query }) {
  const { t } = useTranslation();
  const { run, loading } = useRequestCycle();

  const download = async () => {
    const { offset: _offset, limit: _limit, ...rest } = query;
    const outcome = await run((signal) =>
      callEndpoint<ListResponse<Row>>(`${resource.name}.list`, {}, { query: { ...rest, all: 1 }, signal }),
    );
    if (!outcome.ok || !outcome.data || !Array.isArray(outcome.data.rows)) return;
    const { header, lines } = csvSheet(resource, outcome.data.rows, {
      label: (key) => t(fieldLabelKey(resource.name, key)),
      yes: t('common.yes'),
      no: t('common.no'),
      id: t('assets.id'),
      holder: t('assets.checkedOutTo'),
    });
    saveText(csvText(header, lines), `${resource.name}-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  return (
    <Button variant="outline" loading={loading} onClick={() => void download()} data-testid="csv-download">
      <LuDownload />
      {t('assets.downloadCsv')}
    </Button>
  );
}
