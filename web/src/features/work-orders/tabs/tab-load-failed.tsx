import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed';

/**
 * A work-order tab (or a feed inside one) whose read failed: the message and a Retry, compact enough
 * for a tab. The tabs name it "This tab could not be loaded." under `tab-failed`; a feed list passes
 * its own words and test id.
 */
export function TabLoadFailed({
  error,
  retry,
  title,
  testId = 'tab-failed',
}: {
  error: unknown;
  retry?: () => void;
  title?: string;
  testId?: string;
}) {
  const { t } = useTranslation(['translation', 'work-orders']);
  return <LoadFailed title={title ?? t('work-orders:tabFailed')} error={error} retry={retry} testId={testId} compact />;
}
