import { Combobox } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';

/** Inside a reference picker's list: why there are no choices (loading, none, or the failed call with a retry). */
export function PickerState({ isLoading, error, retry }: { isLoading: boolean; error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  if (error) {
    return <LoadFailed title={t('form.optionsFailed')} error={error} retry={retry} testId="picker-failed" compact />;
  }
  return <Combobox.Empty>{isLoading ? t('form.loading') : t('form.noOptions')}</Combobox.Empty>;
}
