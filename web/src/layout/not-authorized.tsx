import { useTranslation } from 'react-i18next';
import { LuShieldAlert } from 'react-icons/lu';
import { MessageScreen } from './message-screen';

/** Shown instead of a page the user's abilities do not cover (spec point 6). */
export function NotAuthorized() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      icon={<LuShieldAlert />}
      title={t('errors.notAuthorizedTitle')}
      description={t('errors.notAuthorizedText')}
      testId="not-authorized"
    />
  );
}
