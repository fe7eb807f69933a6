import { LuBadgeCheck, LuSignature, LuSend } from 'react-icons/lu';
import { Text } from '@chakra-ui/react';
import { CURRENCY, type Row } from '@cmms/contracts';
import type { ExtensionCell } from '../../resources/extensions/extension-types';
import type { ResourceExtensions } from '../../resources/extensions/resource-extensions';
import { detailTab } from '../../resources/extensions/resource-extensions';
import { RecordFiles } from '../../resources/detail/record-files';
import { resourcePath } from '../../resources/resource-path';
import { customerExtension } from './customers/customer-extension';
import { ContractVersions } from './contracts/contract-versions';
import { DocumentLines } from './document-lines';
import { linesBody, linesOf, MoneyLinesEditor } from './money-lines-editor';
import { agreementExtension } from './sla/agreement-extensions';

const linesExtra = {
  key: 'lines',
  labelKey: 'service.lines.title',
  wide: true,
  initial: linesOf,
  toBody: linesBody,
  render: MoneyLinesEditor,
} as const;

const status = (row: Row): string => String(row.status ?? '');

/** The document's total in BHD beside its declared columns. */
const totalColumn: ExtensionCell = {
  key: 'total',
  labelKey: 'service.lines.total',
  render: (row: Row) => (
    <Text as="span" dir="ltr" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {typeof row.total === 'string' ? `${row.total} ${CURRENCY}` : '—'}
    </Text>
  ),
};

/**
 * The service business on the generic screens: the customer at a glance, contract documents and
 * versions, quotation and invoice lines with live totals and their moves, SLAs with their parts.
 */
export const serviceExtensions: ResourceExtensions = {
  customers: customerExtension,
  contracts: {
    tabs: [
      detailTab('documents', 'service.contracts.documents', (row) => (
        <RecordFiles prefix="contracts" recordId={row.id} />
      )),
      detailTab('versions', 'service.contracts.versions', (row) => <ContractVersions contractId={row.id} />),
    ],
  },
  contractquotations: {
    formExtras: [linesExtra],
    summary: (row) => <DocumentLines row={row} />,
    columns: [totalColumn],
    actions: [
      {
        key: 'convert',
        labelKey: 'service.quotations.convert',
        icon: LuSignature,
        endpoint: 'contractquotations.convert',
        alsoNeeds: { action: 'create', subject: 'contracts' },
        params: (row) => ({ id: row.id }),
        fields: [],
        available: (row) => ['sent', 'accepted'].includes(status(row)) && !row.contract,
        // The draft contract opens in its form: its sites and assets are chosen next.
        openAfter: (contract) => resourcePath({ area: 'service', name: 'contracts' }, contract.id, 'edit'),
      },
    ],
  },
  contractinvoices: {
    formExtras: [linesExtra],
    summary: (row) => <DocumentLines row={row} />,
    columns: [totalColumn],
    rowTone: (row) => (status(row) === 'overdue' ? 'red' : undefined),
    actions: [
      {
        key: 'issue',
        labelKey: 'service.invoices.issue',
        icon: LuSend,
        endpoint: 'contractinvoices.issue',
        params: (row) => ({ id: row.id }),
        fields: [],
        available: (row) => status(row) === 'draft',
      },
      {
        key: 'pay',
        labelKey: 'service.invoices.pay',
        icon: LuBadgeCheck,
        palette: 'green',
        endpoint: 'contractinvoices.pay',
        params: (row) => ({ id: row.id }),
        fields: [],
        available: (row) => ['issued', 'overdue'].includes(status(row)),
      },
    ],
  },
  agreements: agreementExtension,
};
