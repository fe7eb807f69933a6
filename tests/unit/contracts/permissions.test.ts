import { describe, expect, it } from 'vitest';
import { abilityRules, createAbility, effectivePermissions } from '@cmms/contracts';

describe('effective permissions', () => {
  it('grants what any group grants (inherit means nothing)', () => {
    const granted = effectivePermissions({}, [{ 'assets.view': '1' }, { 'assets.view': '0', 'assets.edit': '1' }]);
    expect([...granted].sort()).toEqual(['assets.edit', 'assets.view']);
  });

  it('lets a deny in any group beat a grant in another', () => {
    expect(effectivePermissions({}, [{ 'assets.view': '1' }, { 'assets.view': '-1' }]).has('assets.view')).toBe(false);
  });

  it("lets the user's own grant or deny win over groups", () => {
    expect(effectivePermissions({ 'assets.view': '1' }, [{ 'assets.view': '-1' }]).has('assets.view')).toBe(true);
    expect(effectivePermissions({ 'assets.view': '-1' }, [{ 'assets.view': '1' }]).has('assets.view')).toBe(false);
    expect(effectivePermissions({ 'assets.view': '0' }, [{ 'assets.view': '1' }]).has('assets.view')).toBe(true);
  });
});

describe('ability rules', () => {
  it('makes a superuser manage everything', () => {
    const ability = createAbility(abilityRules(new Set(['superuser'])));
    expect(ability.can('delete', 'companies')).toBe(true);
  });

  it('maps view/create/edit/delete onto read/create/update/delete and keeps read Auth', () => {
    const rules = abilityRules(new Set(['companies.view', 'companies.edit', 'assets.view.requestable', 'import']));
    const ability = createAbility(rules);
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('read', 'companies')).toBe(true);
    expect(ability.can('update', 'companies')).toBe(true);
    expect(ability.can('delete', 'companies')).toBe(false);
    expect(ability.can('view.requestable', 'assets')).toBe(true);
    expect(ability.can('manage', 'import')).toBe(true);
  });
});
