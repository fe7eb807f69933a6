import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS, abilityRules, createAbility, deniedFields, effectivePermissions } from '@cmms/contracts';

const abilityOf = (role: (typeof ROLE_GROUPS)[number]['role']) =>
  createAbility(abilityRules(effectivePermissions({}, [ROLE_GROUPS.find((g) => g.role === role)!.permissions])));

describe('the fields a role may not set (the console leaves them off its forms)', () => {
  it('keeps assigning to managers and planning to those who raise work orders', () => {
    expect([...deniedFields('workorders', abilityOf('superuser'))]).toEqual([]);
    expect([...deniedFields('workorders', abilityOf('manager'))]).toEqual([]);
    expect([...deniedFields('workorders', abilityOf('technician'))]).toEqual(['assignee', 'supportees']);
    expect([...deniedFields('workorders', abilityOf('requester'))].sort()).toEqual(
      ['assignee', 'customer_id', 'due_date', 'parent_id', 'priority_id', 'supportees', 'vendor_id'].sort(),
    );
    expect([...deniedFields('hardware', abilityOf('requester'))]).toEqual([]);
  });
});
