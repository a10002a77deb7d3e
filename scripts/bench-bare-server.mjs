// The baseline of `npm run bench`: a bare Fastify server answering the same paths with the same JSON,
// with no plugins, hooks or schemas. Reads {path: body} from BENCH_BODIES, prints its port when listening.
import Fastify from 'fastify';

const bodies = JSON.parse(process.env.BENCH_BODIES ?? '{}');
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) {
  const value = JSON.parse(body);
  app.get(path, async () => value);
}
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(app.server.address().port);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
