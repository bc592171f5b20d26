# syntax=docker/dockerfile:1
# The api image: the HTTP API under /api, /health and /metrics, and the landing pages /d/{name}
# (which embed the built SPA). Run several behind the web proxy.
# Build from the repository root: docker build -f docker/api.Dockerfile -t dlm-api .
# The build stage is the same in api, worker and web.Dockerfile (and its steps are those of .ci/run:
# npm 11, `npm install` with the committed lock file, `npm run build`), so a BuildKit build of the
# three images (docker compose build) runs it once and takes it from the cache for the others.

FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install --global npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY packages/sdk/package.json packages/sdk/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS api
# HOST: every interface of the container, so the proxy (and the published port) reach it.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 WEB_DIST_DIR=/app/frontend/dist
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/frontend/dist ./frontend/dist
# The image's files belong to root and are read-only to the process, which runs as `node`.
USER node
EXPOSE 3000
# Liveness: the process answers (readiness, with the database and Redis, is /api/health).
# Slim images have no curl; Node's fetch does.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/src/main.js"]
