# Cineclub's image: the built app and its production dependencies on Node 24.
# Without a registry (these machines, CI): deploy/local-base.sh makes the base, then
#   podman build --format docker --build-arg BASE=localhost/cineclub-node:24 -t cineclub .
# Behind a proxy that inspects TLS, give its CA bundle: --secret id=npm_ca,src=/path/ca.pem
ARG BASE=node:24-bookworm-slim

FROM ${BASE} AS build
# better-sqlite3 compiles on install; the headers are the image's own, so nothing is downloaded.
ENV npm_config_nodedir=/usr/local \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then export npm_config_cafile=/run/secrets/npm_ca; fi \
 && npm ci
COPY . .
# Then only the server's production dependencies stay: the web app's are in its bundle, and
# better-sqlite3 keeps its compiled module, not its sources and objects.
RUN npm run build \
 && npm pkg set 'workspaces=["contract","server"]' --json \
 && npm prune --omit=dev \
 && cd node_modules/better-sqlite3 && rm -rf deps src build/Release/obj* build/Release/.deps build/deps build/Release/test_extension.node build/Release/*.a

FROM ${BASE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# What the server reads at run time: its bundle, the built web app, the demo data (resolved as
# @cineclub/server/demo-data through the workspace link) and the production dependencies.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/demo-data server/demo-data
COPY --from=build /app/web/dist web/dist
# The official image's unprivileged user (uid 1000) owns the data folder, and nothing else.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node runs as PID 1 and handles SIGTERM itself (server/src/main.ts): it stops taking requests,
# lets those in flight finish for up to SHUTDOWN_TIMEOUT_S, then exits.
STOPSIGNAL SIGTERM
CMD ["node", "server/dist/main.js"]
