import { useTranslation } from 'react-i18next';
import { LuCompass } from 'react-icons/lu';
import { MessageScreen } from './message-screen';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      icon={<LuCompass />}
      title={t('errors.notFoundTitle')}
      description={t('errors.notFoundText')}
      testId="not-found"
    />
  );
}
