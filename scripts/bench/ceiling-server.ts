import Fastify from 'fastify';

/** The ceiling: a bare Fastify route returning a fixed small JSON, on the same machine and runtime. */
const app = Fastify({ logger: false });
app.get('/ping', async () => ({ status: 'ok', payload: { id: 1, name: 'ceiling' } }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${url}`);
