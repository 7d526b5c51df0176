# The production image. Build: `docker build -t commons .`; run behind Caddy with docker-compose.yml
# (`docker compose --profile production up -d`). tests/deploy/production-image.test.ts runs this
# file's final stage outside Docker (its COPY steps, replaying the stages they copy from, then CMD
# and HEALTHCHECK).

# The workspace manifests and the lockfile: what both installs below start from.
FROM node:24.21.0-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY core/package.json core/
COPY adapters/package.json adapters/
COPY apps/container/package.json apps/container/
COPY apps/http/package.json apps/http/
COPY apps/cli/package.json apps/cli/
COPY apps/web/package.json apps/web/
COPY tests/package.json tests/

# Build stage: every dependency, then the web app's production build.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only (no Vite, React, Lighthouse or Playwright), installed in a stage of
# their own: npm's download cache (in $HOME/.npm) stays behind with this stage, and the runtime image
# takes /app alone (the manifests and node_modules).
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --no-audit --no-fund

# Runtime stage: the production dependencies, the server's TypeScript sources (Node 24 runs them as
# they are), the prebuilt web app and its server renderer (one bundle with React and MUI inside, so it
# needs no web package installed). No RUN step: nothing a package manager writes lands here.
FROM node:24.21.0-bookworm-slim
WORKDIR /app
# The commit this image was built from, reported by GET /api/health and /metrics
# (`docker build --build-arg COMMONS_COMMIT=$(git rev-parse HEAD)`; compose passes it).
ARG COMMONS_COMMIT=unknown
ENV NODE_ENV=production PORT=3000 DATA_DIR=/home/node/data COMMONS_COMMIT=${COMMONS_COMMIT}
COPY --from=production-dependencies /app ./
COPY core/src core/src
COPY adapters/src adapters/src
COPY apps/container/src apps/container/src
COPY apps/http/src apps/http/src
COPY apps/cli/src apps/cli/src
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=16", "apps/http/src/main.ts"]
