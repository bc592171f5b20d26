# syntax=docker/dockerfile:1
# The worker image: projections, reactors and BullMQ workers, with /metrics and /health on
# METRICS_PORT (9464). Run one or more beside the api.
# Build from the repository root: docker build -f docker/worker.Dockerfile -t dlm-worker .
# The build stage is the same in api, worker and web.Dockerfile (see api.Dockerfile).

FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install --global npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY packages/sdk/package.json packages/sdk/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS worker
ENV NODE_ENV=production METRICS_PORT=9464
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 9464
# Liveness: the worker's own small HTTP server answers /health on METRICS_PORT, which it opens
# only once the application (database, projections, queues) has started.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.METRICS_PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/src/worker.js"]
