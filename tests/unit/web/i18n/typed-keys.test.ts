import type { TFunction } from 'i18next';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DashboardTileDecl } from '../../../../web/src/dashboard/tile-decl';
import {
  dynamicKey,
  fallback,
  type KeysUnder,
  type LabelKey,
  type NamespaceKey,
  type QualifiedKey,
  type SubKey,
  type TranslationKey,
} from '../../../../web/src/i18n/keys';
import type { MenuScreen } from '../../../../web/src/layout/menu-items';
import type { ResourceField } from '../../../../web/src/resources/resource-keys';

/**
 * Issue 25: i18next's resources are typed from the English locale files (web/src/i18n/i18next.d.ts), so a key
 * that does not exist fails `npm run typecheck` (its root project checks this file with that declaration). The
 * `@ts-expect-error` lines are the proof: were a misspelt key accepted, the unused directive would fail it.
 */
describe('typed i18n keys', () => {
  it('knows the keys of every namespace', () => {
    expectTypeOf<'menu.dashboard'>().toExtend<TranslationKey>();
    expectTypeOf<'menu.dashbord'>().not.toExtend<TranslationKey>();
    // A plural key is named without its suffix, as t() takes it.
    expectTypeOf<'typeMore'>().toExtend<NamespaceKey<'navbar-search'>>();
    expectTypeOf<'logbooks:loggers.menu'>().toExtend<QualifiedKey>();
    expectTypeOf<'logbooks:loggers.menuu'>().not.toExtend<QualifiedKey>();
    // A feature's key is not a core key, unqualified.
    expectTypeOf<'loggers.menu'>().not.toExtend<TranslationKey>();
    expectTypeOf<'menu.dashboard'>().toExtend<KeysUnder<'menu'>>();
    expectTypeOf<'app.title'>().not.toExtend<KeysUnder<'menu'>>();
    expectTypeOf<'findings'>().toExtend<SubKey<'report', 'work-orders'>>();
    expectTypeOf<'due_at'>().toExtend<ResourceField<'workorders'>>();
    expectTypeOf<'due_date'>().not.toExtend<ResourceField<'workorders'>>();
  });

  it('refuses a misspelt key in t() and in the declarations that carry keys', () => {
    const calls = (t: TFunction, tLogbooks: TFunction<'logbooks'>) => [
      t('menu.dashboard'),
      t('errors.status', { status: 404 }),
      // @ts-expect-error: no such key
      t('menu.dashbord'),
      tLogbooks('loggers.menu'),
      // @ts-expect-error: a core key in a feature's t
      tLogbooks('menu.dashboard'),
    ];
    const screen: Omit<MenuScreen, 'visible'> = {
      key: 'loggers',
      section: 'logbooks',
      to: '/x',
      label: 'logbooks:loggers.menu',
    };
    // @ts-expect-error: no such key in the logbooks namespace
    const misspelt: Omit<MenuScreen, 'visible'> = { ...screen, label: 'logbooks:loggers.menuu' };
    // @ts-expect-error: a feature's key must name its namespace in a menu entry
    const unqualified: LabelKey = 'loggers.menu';
    const tile: DashboardTileDecl = {
      id: 'x',
      labelKey: 'tiles.missed',
      namespace: 'logbooks',
      chart: 'none',
      palette: 'red',
    };
    // @ts-expect-error: a feature tile's key is checked in its own namespace
    const coreKeyInFeatureTile: DashboardTileDecl = { ...tile, labelKey: 'dashboard.tiles.mttr_hours' };
    expect([typeof calls, screen.label, misspelt.key, unqualified, tile.id, coreKeyInFeatureTile.id]).toHaveLength(6);
  });

  it('keeps the escape hatches identities at run time', () => {
    expect(dynamicKey('resources.hardware.title')).toBe('resources.hardware.title');
    expect(fallback('Pending')).toEqual({ defaultValue: 'Pending' });
  });
});
