import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { csvText, type Row } from '@cmms/contracts';
import { saveText } from '../lib/save-text';
import { shown } from './report-cells';
import type { ReportColumn } from './report-configs';

/** A cell's text: the column's own, what it renders when that is plain text, or the row's value as shown. */
function cellText(column: ReportColumn, row: Row, t: TFunction, language: string) {
  if (column.text) return column.text(row, t, language);
  const node: ReactNode = column.render(row, t, language);
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  return shown(row[column.key]);
}

/** 'Download CSV' of exactly the report's rows and columns on screen, labelled in the interface language. */
export function ReportCsv({
  reportKey,
  columns,
  rows,
}: {
  reportKey: string;
  columns: readonly ReportColumn[];
  rows: readonly Row[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const download = () => {
    const header = columns.map((column) => t(column.labelKey));
    const lines = (rows ?? []).map((row) => columns.map((column) => cellText(column, row, t, i18n.language)));
    saveText(csvText(header, lines), `${reportKey}-${new Date().toISOString().slice(0, 10)}.csv`);
  };
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={!rows || rows.length === 0}
      onClick={download}
      data-testid="report-csv"
    >
      <LuDownload />
      {t('assets.downloadCsv')}
    </Button>
  );
}
