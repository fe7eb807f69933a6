import { useEffect } from 'react';
import { Button } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuHistory } from 'react-icons/lu';
import { findResource, type Row } from '@cmms/contracts';
import { apiKey } from '../../../api/api-key';
import { useApiQuery } from '../../../api/use-api-query';
import { isCallFailure, LoadFailed } from '../../../components/load-failed';
import { resourcePath } from '../../../resources/resource-path';
import { chooseSla, chosenSlaId } from './chosen-sla';

/** Opening an SLA makes it the chosen one (spec point 9: its id is kept in local storage). */
export function RememberSla({ id }: { id: number }) {
  useEffect(() => chooseSla(id), [id]);
  return null;
}

/** The SLA list's way back to the SLA chosen last time, restored from local storage. */
export function LastSlaButton() {
  const { t } = useTranslation();
  const id = chosenSlaId();
  const { data, error, mutate } = useApiQuery<Row>(id === null ? null : apiKey('agreements.detail', { id }));
  const agreements = findResource('agreements');
  // A call that failed on the way says so (an answer saying no means the SLA is gone: no button).
  if (!data && isCallFailure(error)) {
    const title = t('service.sla.lastFailed');
    return <LoadFailed title={title} error={error} retry={() => void mutate()} testId="last-sla-failed" inline />;
  }
  // A deleted or unknown SLA is no way back.
  if (id === null || !agreements || !data || data.id !== id) return null;
  return (
    <Button asChild variant="outline" colorPalette="teal" data-testid="last-sla">
      <Link to={resourcePath(agreements, id)}>
        <LuHistory />
        {t('service.sla.last', { name: String(data.name ?? `#${id}`) })}
      </Link>
    </Button>
  );
}

/** The chosen SLA's row stands out in the list. */
export const chosenSlaTone = (row: Row): string | undefined => (row.id === chosenSlaId() ? 'teal' : undefined);
