# Production image of the shop: one Node process serving GraphQL (/graphql), REST (/api),
# uploaded images (/uploads) and the built web app (/).
#
#   docker build -t shop .
#   docker run -p 3000:3000 -e PUBLIC_URL=https://shop.example.com \
#     -e DATABASE_URL=postgres://user:pass@host:5432/shop -v shop-data:/data shop
#
# PUBLIC_URL (the shop's public origin) is required: production builds every absolute link from it
# and refuses to start without it, so the image deliberately has no default.
# Without DATABASE_URL the server uses the embedded PGlite database under /data/db.
# Production never seeds the demo catalog by itself: pass SEED_DEMO=true for a demo shop.
# See docs/deployment.md.

ARG NODE_VERSION=24

# ---- build: install everything, compile common, graph and web ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app

# Manifests first so the dependency layer is cached until they change.
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY graph/package.json graph/
COPY web/package.json web/
# A workspace of the lockfile: npm ci wants its manifest (the example client is never built or run here).
COPY examples/stock-sync/package.json examples/stock-sync/
RUN npm ci --no-audit --no-fund

COPY tsconfig.base.json ./
COPY common/ common/
COPY graph/ graph/
COPY web/ web/
RUN npm run build

# ---- runtime: production dependencies of the server only, compiled output, non-root ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app

# pg_dump for `node graph/dist/cli/backup.js` on PostgreSQL (docs/deployment.md, "Backup and restore"):
# Debian 12's client is PostgreSQL 15, the version compose runs; pg_dump must be the server's major or newer.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*

# Only the workspaces that run (graph and common): no web, test or build tooling, and none of
# the root devDependencies. Install scripts stay off; none is needed at run time.
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY graph/package.json graph/
COPY web/package.json web/
COPY examples/stock-sync/package.json examples/stock-sync/
RUN npm ci --omit=dev --workspace graph --workspace common --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force

COPY --from=build /app/common/dist common/dist
COPY --from=build /app/graph/dist graph/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-ssr web/dist-ssr

# Database (when embedded), uploads and other files live in /data.
RUN mkdir -p /data && chown node:node /data

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data

USER node
VOLUME /data
EXPOSE 3000

# No curl in the slim image: ask Node's fetch. Assumes HOST listens on 127.0.0.1 (the default 0.0.0.0 does).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# The V8 flags of scripts/server-flags.mjs (a smaller young generation; baseline-compiled WebAssembly
# for the embedded database): docs/decisions/030-lean-process-memory-and-start.md.
CMD ["node", "--max-semi-space-size=8", "--liftoff-only", "graph/dist/main.js"]
