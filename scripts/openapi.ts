import { writeFileSync } from 'node:fs';
import { buildOpenApi } from '@cmms/contracts';

/** `npm run openapi`: writes the OpenAPI document generated from the contracts (committed; a test checks it is fresh). */
const file = new URL('../docs/openapi.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`Wrote ${file.pathname}`);
