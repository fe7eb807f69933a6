import { useParams } from 'react-router';
import { findResource, type ResourceDecl } from '@cmms/contracts';

/** The declaration named by the `:resource` route segment, if any. */
export function useRouteResource(): ResourceDecl | undefined {
  const { resource } = useParams();
  return resource ? findResource(resource) : undefined;
}
