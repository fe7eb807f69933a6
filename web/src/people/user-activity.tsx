import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActivityTable } from '../resources/detail/activity-table';

/** What happened to a user (`GET /reports/activity?target_type=user&target_id=:id`), newest first. */
export function UserActivity({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="user-activity">
      <ActivityTable
        query={{ target_id: userId, target_type: 'user' }}
        emptyText={t('userActivity.empty')}
        testId="activity"
      />
    </Box>
  );
}
