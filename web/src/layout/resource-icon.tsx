import type { IconType } from 'react-icons';
import { LuCircleDot } from 'react-icons/lu';
import type { ResourceName } from '@cmms/contracts';

const icons = new Map<string, IconType>();

/**
 * Menu and dashboard icons by resource, registered by the composition root; a resource without one
 * gets the generic dot, so adding a resource still needs nothing here.
 */
export function registerResourceIcons(map: Partial<Record<ResourceName, IconType>>): void {
  for (const [name, icon] of Object.entries(map)) icons.set(name, icon);
}

export const resourceIcon = (name: string): IconType => icons.get(name) ?? LuCircleDot;
