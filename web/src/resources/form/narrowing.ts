import type { FieldDecl, NarrowBy, ResourceDecl } from '@cmms/contracts';
import type { Query } from '../../api/query';
import { formFields, type FormValue, type FormValues } from './form-values';

/** A field's `narrowBy`, for the kinds that may carry one. */
export const narrowingOf = (f: FieldDecl): NarrowBy | undefined =>
  f.kind === 'reference' || f.kind === 'multi-reference' ? f.narrowBy : undefined;

const ids = (value: FormValue | undefined): number[] =>
  Array.isArray(value) ? value : typeof value === 'number' ? [value] : [];

/**
 * The list filter a field's choices are read with: its scope (a model's category: asset categories only,
 * so the picker offers no choice the server would refuse), then the field it follows. `undefined` when
 * neither applies, `null` while the field it follows is empty (nothing to choose from yet).
 */
export function narrowQuery(f: FieldDecl, values: FormValues): Query | null | undefined {
  const scope = f.kind === 'reference' ? f.scope : undefined;
  const scoped = scope ? { [scope.column]: scope.value } : undefined;
  const narrow = narrowingOf(f);
  if (!narrow) return scoped;
  const chosen = ids(values[narrow.field]);
  if (chosen.length === 0) return null;
  return { ...scoped, [narrow.param]: chosen.length === 1 ? chosen[0] : chosen };
}

const emptyOf = (f: FieldDecl): FormValue => (f.kind === 'multi-reference' ? [] : null);

/**
 * The values after `key` changed: a field that follows a single reference is cleared (another customer:
 * none of the chosen locations is allowed any more), and so is one following a list that became empty;
 * the fields following those in turn. A list that only shrank or grew keeps its followers, which drop
 * what it no longer allows themselves (their select knows the target rows).
 */
export function withFollowersCleared(r: ResourceDecl, key: string, values: FormValues): FormValues {
  const changed = r.fields[key];
  if (!changed) return values;
  const cleared = changed.kind !== 'multi-reference' || ids(values[key]).length === 0;
  if (!cleared) return values;
  let next = values;
  for (const [followerKey, follower] of formFields(r)) {
    if (narrowingOf(follower)?.field !== key) continue;
    next = withFollowersCleared(r, followerKey, { ...next, [followerKey]: emptyOf(follower) });
  }
  return next;
}
