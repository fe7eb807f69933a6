import { useLocation, useParams } from 'react-router';
import { findResource, type ResourceDecl } from '@cmms/contracts';

/** The declaration named by the `:resource` route segment, if any, and only under its own area. */
export function useRouteResource(): ResourceDecl | undefined {
  const { resource } = useParams();
  const { pathname } = useLocation();
  const found = resource ? findResource(resource) : undefined;
  return found && pathname.startsWith(`/${found.area}/`) ? found : undefined;
}
