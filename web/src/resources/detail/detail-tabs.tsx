import type { ReactNode } from 'react';
import type { ResourceDecl, Row } from '@cmms/contracts';
import { GroupMembers } from '../../people/group-members';
import { UserActivity } from '../../people/user-activity';
import { UserFiles } from '../../people/user-files';
import { UserSublists } from '../../people/user-sublists';
import { FieldsetFields } from './fieldset-fields';

export interface DetailTab {
  key: string;
  /** i18n key of the tab label. */
  labelKey: string;
  render: (row: Row) => ReactNode;
}

/**
 * The only per-resource screens: what the spec describes beyond the generic detail (group members,
 * a user's sub-lists, files and activity, a field set's fields). Everything else is declaration-driven.
 */
const TABS: Record<string, DetailTab[]> = {
  groups: [{ key: 'members', labelKey: 'groupMembers.title', render: (row) => <GroupMembers groupId={row.id} /> }],
  users: [
    { key: 'related', labelKey: 'userSublists.title', render: (row) => <UserSublists userId={row.id} /> },
    { key: 'files', labelKey: 'userFiles.title', render: (row) => <UserFiles userId={row.id} /> },
    { key: 'activity', labelKey: 'userActivity.title', render: (row) => <UserActivity userId={row.id} /> },
  ],
  fieldsets: [{ key: 'fields', labelKey: 'fieldsetFields.title', render: (row) => <FieldsetFields fieldset={row} /> }],
};

/** Resources whose list title opens the detail screen rather than the form. */
const DETAIL_FIRST = new Set(['escalations']);

export const detailTabs = (r: ResourceDecl): DetailTab[] => TABS[r.name] ?? [];
export const hasCustomDetail = (r: ResourceDecl): boolean => r.name in TABS || DETAIL_FIRST.has(r.name);
