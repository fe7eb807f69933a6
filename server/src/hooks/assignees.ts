import { attributeName, validationText, type Messages } from '@cmms/contracts';
import type { HookContext, ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import { optionWord } from '../i18n/words.js';

const LISTS = { user: 'assignee_users', group: 'assignee_groups' } as const;

const storedIds = (value: unknown): number[] => {
  try {
    const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
};

/**
 * Causes and escalation rules assign work to users or to groups, never both: `assignee_type` says
 * which list counts. That list is required ("required_if" in the real backend) and the other one is
 * cleared, so a row never carries assignees that nobody sees. An update that touches none of the
 * three fields leaves the stored choice alone.
 */
function assigneeRule({ r }: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
  const touched = ['assignee_type', ...Object.values(LISTS)].some((key) => values[key] !== undefined);
  if (existing && !touched) return null;
  const typeField = r.fields.assignee_type;
  const fallback = typeField?.kind === 'enum' ? (typeField.default ?? 'group') : 'group';
  const sent = values.assignee_type;
  const type =
    sent !== undefined ? ((sent as string | null) ?? fallback) : ((existing?.assignee_type as string) ?? fallback);
  const chosen = type === 'user' ? LISTS.user : LISTS.group;
  const other = type === 'user' ? LISTS.group : LISTS.user;
  const ids =
    values[chosen] !== undefined ? ((values[chosen] as number[] | null) ?? []) : storedIds(existing?.[chosen]);
  if (ids.length === 0) {
    return {
      [chosen]: [
        validationText.requiredIf(
          attributeName(chosen),
          attributeName('assignee_type'),
          optionWord('en', 'assignee_type', type),
        ),
      ],
    };
  }
  values[other] = [];
  return null;
}

export const assigneeHooks: ResourceHooks = { beforeSave: assigneeRule };
