import { beforeAll, describe, expect, it } from 'vitest';
import { abilityRules, createAbility, effectivePermissions, getResource, ROLE_GROUPS, type Row } from '@cmms/contracts';
import { canCallEndpoint } from '../../../../web/src/api/endpoint-exists';
import { shapeMenuForRole } from '../../../../web/src/home/role-menu';
import {
  homeLabel,
  menuSections,
  registerMenuScreens,
  registerMenuShaper,
  type MenuScreen,
} from '../../../../web/src/layout/menu-items';
import { dynamicKey } from '../../../../web/src/i18n/keys';
import { displayDate } from '../../../../web/src/lib/display-date';
import { recordSubtitle, recordSubtitleParts } from '../../../../web/src/resources/detail/record-subtitle';

/** Issue 26: each role's menu lists what the role uses; record subtitles say something about the record. */
const abilityOf = (role: string) => {
  const group = ROLE_GROUPS.find((g) => g.role === role)!;
  return createAbility(abilityRules(effectivePermissions({}, [group.permissions])));
};
const keysOf = (role: string): string[] => menuSections(abilityOf(role)).flatMap((s) => s.entries.map((e) => e.key));

// The composition root's screens (web/src/app/menu.ts loads the screens' chunks: not for node), as it declares them.
const screen = (key: string, section: string, rest: Partial<MenuScreen>): MenuScreen => ({
  key,
  section,
  to: `/${key}`,
  // A stand-in label: the menu passes it through, whatever it names.
  label: dynamicKey(key),
  visible: () => true,
  ...rest,
});
const SCREENS: MenuScreen[] = [
  screen('requests', 'maintenance', {
    after: 'workorders',
    visible: (a) => canCallEndpoint(a, 'workorders.requests'),
  }),
  screen('kanban', 'maintenance', { after: 'workorders', visible: (a) => a.can('read', 'workorders') }),
  screen('calendar', 'maintenance', { after: 'workorders', visible: (a) => a.can('read', 'workorders') }),
  screen('people', 'maintenance', { after: 'schedulers', visible: (a) => canCallEndpoint(a, 'people.list') }),
  screen('schedules', 'maintenance', { after: 'schedulers', visible: (a) => canCallEndpoint(a, 'schedules.list') }),
  screen('template-permissions', 'apps', {
    visible: (a) => canCallEndpoint(a, 'apps.permissions.data'),
    acts: (a) => canCallEndpoint(a, 'apps.permissions.update'),
  }),
];

beforeAll(() => {
  registerMenuScreens(SCREENS);
  registerMenuShaper(shapeMenuForRole);
});

describe("a role's menu", () => {
  it('gives a technician its work and what it acts on, not what it may only read', () => {
    const keys = keysOf('technician');
    expect(keys).toEqual(expect.arrayContaining(['home', 'workorders', 'kanban', 'calendar', 'hardware']));
    // People it does not manage, plans and service records it only reads, read-only settings.
    for (const gone of ['users', 'schedulers', 'schedules', 'people', 'checklists', 'customers', 'agreements'])
      expect(keys).not.toContain(gone);
    for (const gone of ['locations', 'manufacturers', 'categories', 'models']) expect(keys).not.toContain(gone);
    // An app it may only read leaves too.
    expect(keys).not.toContain('template-permissions');
    expect(homeLabel(abilityOf('technician'))).toBe('home.myWork.title');
  });

  it('gives a requester its home and its requests', () => {
    expect(keysOf('requester')).toEqual(['home', 'requests']);
    expect(homeLabel(abilityOf('requester'))).toBe('home.myRequests.title');
  });

  it('keeps every entry a viewer or a manager may read', () => {
    const viewer = keysOf('viewer');
    for (const kept of ['schedulers', 'locations', 'customers', 'agreements', 'models', 'checklists'])
      expect(viewer).toContain(kept);
    expect(keysOf('manager')).toEqual(expect.arrayContaining(['users', 'depreciations', 'schedulers']));
    expect(homeLabel(abilityOf('viewer'))).toBe('menu.dashboard');
  });
});

describe("a record's subtitle", () => {
  it("names a location's parent, customer and address", () => {
    const row = {
      id: 4,
      name: 'Radiology wing',
      parent: { id: 2, name: 'Salmaniya Hospital' },
      customer: { id: 1, name: 'Gulf Health' },
      address: 'Road 2904',
      city: 'Manama',
    } as unknown as Row;
    expect(recordSubtitleParts(getResource('locations'), row)).toEqual([
      'Salmaniya Hospital',
      'Gulf Health',
      'Road 2904, Manama',
    ]);
    // Each part isolated for right-to-left pages.
    expect(recordSubtitle(getResource('locations'), row)).toBe(
      '\u2068Salmaniya Hospital\u2069 · \u2068Gulf Health\u2069 · \u2068Road 2904, Manama\u2069',
    );
  });

  it("names a user's job title and where they work, a contract's customer and dates", () => {
    const user = {
      id: 9,
      username: 'tech',
      jobtitle: 'HVAC technician',
      company: { id: 1, name: 'Gulf Facility Services' },
      department: { id: 3, name: 'Maintenance' },
    } as unknown as Row;
    expect(recordSubtitleParts(getResource('users'), user)).toEqual([
      'HVAC technician',
      'Gulf Facility Services',
      'Maintenance',
    ]);
    const contract = {
      id: 2,
      name: 'Hospital FM',
      customer: { id: 1, name: 'Gulf Health' },
      contract_type: { id: 1, name: 'Comprehensive' },
      start_date: { date: '2026-01-01', formatted: '2026-01-01' },
      expiry_date: { date: '2026-12-31', formatted: '2026-12-31' },
    } as unknown as Row;
    expect(recordSubtitleParts(getResource('contracts'), contract)).toEqual([
      'Gulf Health',
      'Comprehensive',
      `${displayDate('2026-01-01')} – ${displayDate('2026-12-31')}`,
    ]);
  });

  it("names a category's kind in the reader's words, a company's phone and email", () => {
    const category = { id: 1, name: 'Chillers', category_type: 'Asset' } as unknown as Row;
    const words = (field: string, option: string) => `${field}:${option}`;
    expect(recordSubtitleParts(getResource('categories'), category, undefined, words)).toEqual(['category_type:asset']);
    const company = { id: 1, name: 'Gulf Health', phone: '+973 1700 0000', email: 'fm@gulf.test' } as unknown as Row;
    expect(recordSubtitleParts(getResource('companies'), company)).toEqual(['+973 1700 0000', 'fm@gulf.test']);
  });

  it("falls back on the list's text columns: a priority's code", () => {
    const priority = { id: 1, name: 'High', code: 'P2', rank: 2 } as unknown as Row;
    expect(recordSubtitleParts(getResource('workorderpriorities'), priority)).toEqual(['P2']);
  });

  it('is none when the row names nothing telling', () => {
    expect(recordSubtitle(getResource('groups'), { id: 1, name: 'Viewers' } as unknown as Row)).toBeNull();
  });
});
