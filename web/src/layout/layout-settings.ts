import { useSyncExternalStore } from 'react';
import { readJson, readText, writeText } from '../lib/storage';
import { applyDirection, onDirectionChange, storedDirection } from '../i18n/direction';
import { directionOf, type Direction } from '../i18n/languages';

/** Spec point 3's layout settings (the skin lives with next-themes under `skin`), plus the toast position. */
export const LAYOUT_OPTIONS = {
  layout: ['vertical', 'horizontal'],
  footerType: ['static', 'sticky', 'hidden'],
  navbarType: ['floating', 'sticky', 'static', 'hidden'],
  contentWidth: ['boxed', 'full'],
  navbarColor: ['white', 'primary', 'secondary', 'success', 'danger', 'info', 'warning', 'dark'],
  toastPosition: ['top-right', 'top-center', 'top-left', 'bottom-right', 'bottom-center', 'bottom-left'],
} as const;

type Options = typeof LAYOUT_OPTIONS;
export type LayoutChoice = keyof Options;

export type LayoutSettings = { [K in LayoutChoice]: Options[K][number] } & {
  isRTL: boolean;
  menuCollapsed: boolean;
  menuHidden: boolean;
};

/** Spec points 3 and 9: vertical, boxed, floating navbar (white), static footer, toasts top-right. */
export const LAYOUT_DEFAULTS: LayoutSettings = {
  isRTL: false,
  layout: 'vertical',
  menuCollapsed: false,
  footerType: 'static',
  navbarType: 'floating',
  menuHidden: false,
  contentWidth: 'boxed',
  navbarColor: 'white',
  toastPosition: 'top-right',
};

/** `menuCollapsed` and `direction` have the spec's own keys (point 9); the rest share `layout`. */
const MENU_KEY = 'menuCollapsed';
const LAYOUT_KEY = 'layout';
const STORED_CHOICES = ['layout', 'footerType', 'navbarType', 'contentWidth', 'navbarColor', 'toastPosition'] as const;

const isOption = <K extends LayoutChoice>(key: K, value: unknown): value is Options[K][number] =>
  (LAYOUT_OPTIONS[key] as readonly unknown[]).includes(value);

/** The stored settings, each unknown or missing one on its default. */
export function readLayoutSettings(): LayoutSettings {
  const stored = readJson(LAYOUT_KEY);
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const out: LayoutSettings = { ...LAYOUT_DEFAULTS };
  for (const key of STORED_CHOICES) {
    const value = record[key];
    if (isOption(key, value)) (out as Record<string, unknown>)[key] = value;
  }
  out.menuHidden = record.menuHidden === true;
  out.menuCollapsed = readText(MENU_KEY) === 'true';
  out.isRTL = storedDirection() === 'rtl';
  return out;
}

/**
 * The direction the isRTL setting chose against the language's, or null to follow the language. It
 * is kept (under `layout`) so a reload keeps it; choosing another language drops it.
 */
function storedDirectionChoice(): boolean | null {
  const stored = readJson(LAYOUT_KEY);
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>).isRTL : null;
  return typeof value === 'boolean' ? value : null;
}

let directionChoice: boolean | null = storedDirectionChoice();

/** The direction at start: the isRTL setting's when the user chose one, else the language's. */
export const startDirection = (languageDirection: Direction): Direction =>
  directionChoice === null ? languageDirection : directionChoice ? 'rtl' : 'ltr';

/** A language was chosen: its direction rules again. */
export function followLanguageDirection(): void {
  directionChoice = null;
  if (current) persist(current);
}

function persist(settings: LayoutSettings): void {
  writeText(MENU_KEY, JSON.stringify(settings.menuCollapsed));
  const rest = Object.fromEntries(
    [...STORED_CHOICES, 'menuHidden'].map((key) => [key, settings[key as keyof LayoutSettings]]),
  );
  if (directionChoice !== null) rest.isRTL = directionChoice;
  writeText(LAYOUT_KEY, JSON.stringify(rest));
}

let current: LayoutSettings | null = null;
const listeners = new Set<() => void>();
const snapshot = (): LayoutSettings => (current ??= readLayoutSettings());

function publish(next: LayoutSettings): void {
  current = next;
  for (const listener of listeners) listener();
}

onDirectionChange((direction) => {
  if (current && current.isRTL !== (direction === 'rtl')) publish({ ...current, isRTL: direction === 'rtl' });
});

/** Changes settings and stores them; isRTL mirrors the page at once. */
export function setLayoutSettings(change: Partial<LayoutSettings>): void {
  const next = { ...snapshot(), ...change };
  if (change.isRTL !== undefined) directionChoice = change.isRTL;
  persist(next);
  publish(next);
  if (change.isRTL !== undefined) applyDirection(change.isRTL ? 'rtl' : 'ltr');
}

/** Back to the defaults; the direction stays the language's. */
export const resetLayoutSettings = (): void => {
  const { isRTL: _direction, ...rest } = LAYOUT_DEFAULTS;
  followLanguageDirection();
  setLayoutSettings(rest);
  applyDirection(directionOf(document.documentElement.lang));
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const currentLayoutSettings = snapshot;
export const useLayoutSettings = (): LayoutSettings => useSyncExternalStore(subscribe, snapshot);
