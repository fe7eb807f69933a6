import type { ReactNode } from 'react';
import type { Row } from '@cmms/contracts';
import { commitmentCollection, signatoryCollection } from '@cmms/contracts';
import type { ResourceExtension } from '../../../resources/extensions/extension-types';
import { ChildCollection } from '../../../resources/detail/child-collection';
import { AgreementComplianceTab } from './compliance-tabs';
import { chosenSlaTone, LastSlaButton, RememberSla } from './remembered-sla';

/** Whichever tab an SLA opens on, it becomes the chosen one. */
const remembered =
  (render: (row: Row) => ReactNode) =>
  (row: Row): ReactNode => (
    <>
      <RememberSla id={row.id} />
      {render(row)}
    </>
  );

/** SLAs: commitments and signatories (added and deleted by id), live compliance, the chosen SLA kept. */
export const agreementExtension: ResourceExtension = {
  rowTone: chosenSlaTone,
  listActions: () => <LastSlaButton />,
  summary: remembered(() => null),
  tabs: [
    {
      key: 'commitments',
      labelKey: 'service.sla.commitments',
      render: remembered((row) => <ChildCollection collection={commitmentCollection} parentId={row.id} />),
    },
    {
      key: 'signatories',
      labelKey: 'service.sla.signatories',
      render: remembered((row) => <ChildCollection collection={signatoryCollection} parentId={row.id} />),
    },
    {
      key: 'compliance',
      labelKey: 'service.compliance.title',
      render: remembered((row) => <AgreementComplianceTab agreementId={row.id} />),
    },
  ],
};
