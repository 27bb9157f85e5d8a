// The baseline: a bare Fastify server (the shop's Fastify version, logger off). Started by
// bench/run.mjs; listens on PORT (default 3001) at HOST (default 127.0.0.1).
//
//   GET /ping                 a 11-byte JSON body, the framework's own ceiling
//   PUT /__bodies/:name       { contentType, base64 }: remember a body (the bench copies each real response here)
//   GET|POST /static/:name    send that body with that content type, as it is: the ceiling for that many bytes
//
// POST reads and parses the request body as the shop's GraphQL route does, then ignores it.
import Fastify from "fastify";

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
const bodies = new Map();

app.get("/ping", async () => ({ ok: true }));

app.put("/__bodies/:name", async (request) => {
  const { contentType, base64 } = request.body;
  bodies.set(request.params.name, { contentType, bytes: Buffer.from(base64, "base64") });
  return { stored: request.params.name };
});

function sendStatic(request, reply) {
  const body = bodies.get(request.params.name);
  if (!body) return reply.code(404).send({ error: "no such body" });
  return reply.type(body.contentType).send(body.bytes);
}
app.get("/static/:name", sendStatic);
app.post("/static/:name", sendStatic);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

await app.listen({ port: Number(process.env.PORT ?? 3001), host: process.env.HOST ?? "127.0.0.1" });
