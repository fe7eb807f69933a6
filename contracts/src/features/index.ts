import { withOrigin, type EndpointIdOf } from '../kit/endpoint.js';
import { devSwitchEndpoints } from '../dev-switches/endpoints.js';
import { templateShopEndpoints } from '../template-shop/endpoints.js';
import { logbookEndpoints } from '../logbooks/endpoints.js';
import { templateAppEndpoints } from '../template-apps/endpoints.js';
import { demoEndpoints } from '../demo/endpoints.js';
import { workOrdersContract } from '../work-orders/manifest.js';
import { preventiveContract } from '../preventive/manifest.js';
import { serviceContract } from '../service/manifest.js';

/**
 * The older features' manifests, one line each (issue 25): their resources join the registry at the places
 * they name, so the menu keeps its order (`registry.ts`), and their endpoints follow the core's custom ones
 * (`custom-endpoints.ts`), as they did before the features were folders.
 */
export const featureContracts = [workOrdersContract, preventiveContract, serviceContract] as const;

/**
 * Feature modules' endpoints, one line each (issue 25): a module keeps its declarations in
 * `contracts/src/<feature>/` and spreads them here, so the server, the console and the registry-driven
 * tests (contract, fuzz, OpenAPI) read them with everything else. A module a real backend lacks says so
 * here with its origin (`Endpoint.origin`).
 */
export const featureEndpoints = [
  ...withOrigin('mock', devSwitchEndpoints),
  ...withOrigin('template', templateShopEndpoints),
  ...logbookEndpoints,
  ...withOrigin('template', templateAppEndpoints),
  ...withOrigin('mock', demoEndpoints),
] as const;

/** Their ids, literal, so `getEndpoint('logbooks.lisst')` fails typecheck as for every other endpoint. */
export type FeatureEndpointId = EndpointIdOf<typeof featureEndpoints>;
