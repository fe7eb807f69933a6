import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@cmms/contracts/permission-catalog';
import { availablePermissionKeys } from '../../../../web/src/permissions/key-availability';

/** The permission matrix marks the keys no screen or route of the mock uses yet (issue 16). */
describe('availablePermissionKeys', () => {
  const available = availablePermissionKeys();

  it('offers the keys the routes check', () => {
    for (const key of [
      'superuser',
      'assets.view',
      'assets.checkout',
      'accessories.edit',
      'causes.create',
      'reports.view',
      'contracts.view',
      'customers.create',
      'agreements.commitments',
      'agreements.signatories',
      // Logbooks (issue 28): filling and approving are checked by their calls.
      'forms.fill',
      'forms.approve',
    ])
      expect(available.has(key), key).toBe(true);
    expect(available.has('workorders.close')).toBe(true);
    // Checked by the work-order move, not by a route's auth.
    expect(available.has('workorders.assign')).toBe(true);
  });

  it('marks the keys of areas the mock has no screens or routes for', () => {
    for (const key of ['kits.view', 'kits.create', 'licenses.keys']) expect(available.has(key), key).toBe(false);
    expect(available.size).toBeLessThan(PERMISSION_KEYS.size);
  });
});
