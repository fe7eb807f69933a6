import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Items features put in the navbar (a notification bell, a persona switcher, a dev-switch badge),
 * registered by the composition root (`web/src/app`); each is lazy, so its code loads after the shell.
 */
export type NavbarItem = LazyExoticComponent<ComponentType>;

const items: NavbarItem[] = [];

export function registerNavbarItems(list: readonly NavbarItem[]): void {
  for (const item of list) if (!items.includes(item)) items.push(item);
}

/** The registered items, left of the language switcher; one that has not loaded yet takes no room. */
export function NavbarItems() {
  return (
    <>
      {items.map((Item, i) => (
        <Suspense key={i} fallback={null}>
          <Item />
        </Suspense>
      ))}
    </>
  );
}
