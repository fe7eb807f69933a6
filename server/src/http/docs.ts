import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApi } from '@cmms/contracts';
import { stringify } from 'yaml';

/**
 * The document behind `/docs`, built on its first request rather than at start (turning every contract into JSON
 * Schema costs about a second of a cold start). It stands in for @fastify/swagger's static mode, which wants the
 * document up front: swagger-ui only needs a plugin of that name deciding `swagger()`.
 */
const lazyDocument = fp(
  async (app: FastifyInstance) => {
    let document: unknown;
    let yaml: string | undefined;
    const built = () => (document ??= buildOpenApi());
    // swagger-ui answers `/docs/yaml` with `swagger({ yaml: true })`: the same document as YAML text.
    app.decorate('swagger', (options?: { yaml?: boolean }) =>
      options?.yaml ? (yaml ??= stringify(built(), { aliasDuplicateObjects: false })) : built(),
    );
  },
  { name: '@fastify/swagger' },
);

/** `/docs`: Swagger UI over the same document `npm run openapi` writes; its assets ship in the package (offline). */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(lazyDocument);
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'none', deepLinking: true },
    validatorUrl: false,
  });
}
