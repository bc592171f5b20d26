# syntax=docker/dockerfile:1
# The web image: nginx serving the built SPA on port 8080 and proxying the api's paths to the api
# replicas (nginx.conf). nginx-unprivileged runs as the `nginx` user, not root.
# Build from the repository root: docker build -f docker/web.Dockerfile -t dlm-web .
# The build stage is the same in api, worker and web.Dockerfile (see api.Dockerfile).

FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install --global npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY packages/sdk/package.json packages/sdk/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM nginxinc/nginx-unprivileged:1.27-alpine AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
EXPOSE 8080
# nginx answers (its own location, not the api's).
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/nginx-health"]
