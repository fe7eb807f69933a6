# The mock as one container image: the console and the server bundle built in, the data folder a volume.
# `docker compose up` builds and runs it; deploy/k8s runs it on Kubernetes (README, "Beyond one machine").
FROM node:20-bookworm AS build
WORKDIR /app
COPY . .
# npm 11 honours the project's allowScripts (better-sqlite3 builds from source).
RUN npm install -g npm@11 \
  && npm ci \
  && npm run build \
  && node --input-type=module -e "import('./scripts/server-build.mjs').then((m) => m.ensureServerBuilt(process.cwd()))"

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
ENV HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  NODE_ENV=production
EXPOSE 3000
VOLUME /data
USER node
# Healthy once /health answers: seeding an empty data folder takes a few seconds at first start.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
