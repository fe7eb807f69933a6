import { RecordFiles } from '../resources/detail/record-files';
import { detailTab, type ResourceExtensions } from '../resources/extensions/resource-extensions';
import { currentPasswordExtra } from './current-password';
import { GroupMembers } from './group-members';
import { UserActivity } from './user-activity';
import { UserSublists } from './user-sublists';

/**
 * People screens beyond the generic ones: a group's members; a user's sub-lists, files and activity, and
 * the current password on your own account's form.
 */
export const peopleExtensions: ResourceExtensions = {
  groups: { tabs: [detailTab('members', 'groupMembers.title', (row) => <GroupMembers groupId={row.id} />)] },
  users: {
    // The v8 flag filters (vip, remote, two-factor...) fold under 'more filters'.
    barFilters: ['type', 'company_id', 'department_id', 'location_id', 'manager_id', 'activated', 'group_id'],
    formExtras: [currentPasswordExtra],
    tabs: [
      detailTab('related', 'userSublists.title', (row) => <UserSublists userId={row.id} />),
      detailTab('files', 'userFiles.title', (row) => <RecordFiles prefix="users" recordId={row.id} />),
      detailTab('activity', 'userActivity.title', (row) => <UserActivity userId={row.id} />),
    ],
  },
};
