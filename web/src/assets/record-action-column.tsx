import { useTranslation } from 'react-i18next';
import type { Row } from '@cmms/contracts';
import type { SimpleColumn } from '../resources/detail/simple-table';
import type { RecordAction } from '../resources/extensions/extension-types';
import { RecordActions } from '../resources/extensions/record-actions';

/** A table column with a row's actions (a seat's checkout, a checkout record's checkin). */
export function useActionColumn(actions: readonly RecordAction[], title: (row: Row) => string): SimpleColumn<Row> {
  const { t } = useTranslation();
  return {
    key: 'actions',
    label: t('list.actions'),
    align: 'end',
    render: (row) => <RecordActions actions={actions} row={row} title={title(row)} variant="icon" />,
  };
}
