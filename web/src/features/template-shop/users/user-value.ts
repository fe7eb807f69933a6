import { useTranslation } from 'react-i18next';
import { fallback } from '../../../i18n/keys';

const KINDS = { role: 'roles', currentPlan: 'plans', status: 'statuses' } as const;

/** Translated value of a known role, plan or status; a stored value the catalogue does not know shows raw. */
export function useUserValue() {
  const { t } = useTranslation('template-shop');
  return (kind: 'role' | 'currentPlan' | 'status', value: string) =>
    t(`users.${KINDS[kind]}.${value}`, fallback(value));
}
