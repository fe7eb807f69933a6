import type { ReactNode } from 'react';
import type { ResourceDecl } from '@cmms/contracts';
import { useAppAbility } from '../auth/use-app-ability';
import { NotAuthorized } from '../layout/not-authorized';
import { NotFoundPage } from '../layout/not-found-page';
import { useRouteResource } from './use-route-resource';

/**
 * Unknown resource → not found; an ability the user lacks → not authorized; a write screen of a
 * read-only resource → not found; else the screen.
 */
export function ResourceGuard({
  action,
  children,
}: {
  action: 'read' | 'create' | 'update';
  children: (resource: ResourceDecl) => ReactNode;
}) {
  const resource = useRouteResource();
  const ability = useAppAbility();
  if (!resource || (resource.readOnly && action !== 'read')) return <NotFoundPage />;
  if (!ability.can(action, resource.permission)) return <NotAuthorized />;
  return children(resource);
}
