# One image for every node program (docker-compose.yml picks each one's command), and the web image:
# nginx serving the web build. Everything is installed and built here; nothing downloads at run time.
# Base images carry explicit versions (the Node one is the version .ci/run tests with).

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when one of them changes.
COPY package.json package-lock.json .npmrc ./
COPY services/contracts/package.json services/contracts/
COPY services/platform/package.json services/platform/
COPY services/catalogue/package.json services/catalogue/
COPY services/ordering/package.json services/ordering/
COPY services/proof-storage/package.json services/proof-storage/
COPY services/reporting/package.json services/reporting/
COPY services/notifications/package.json services/notifications/
COPY services/invitations/package.json services/invitations/
COPY gateway/package.json gateway/
COPY infra/midtrans-sim/package.json infra/midtrans-sim/
COPY infra/stack/package.json infra/stack/
COPY web/package.json web/
# The packages load their bundled binaries; no install script is needed (the same as on a developer's machine).
RUN npm ci --ignore-scripts
COPY tsconfig.base.json ./
COPY services/ services/
COPY gateway/ gateway/
COPY infra/ infra/
COPY web/ web/
# The front's header and error-page includes, generated from the gateway's definitions (@undangan/contracts).
RUN npm run build && node infra/stack/dist/write-front-includes.js /app/nginx-conf

# The production dependencies of the workspaces the runtime image runs, and nothing else: no
# devDependencies (test stand-ins, compilers), no web or infra/stack dependencies.
FROM node:24.21.0-bookworm-slim AS production-dependencies
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/services/contracts/package.json services/contracts/
COPY --from=build /app/services/platform/package.json services/platform/
COPY --from=build /app/services/catalogue/package.json services/catalogue/
COPY --from=build /app/services/ordering/package.json services/ordering/
COPY --from=build /app/services/proof-storage/package.json services/proof-storage/
COPY --from=build /app/services/reporting/package.json services/reporting/
COPY --from=build /app/services/notifications/package.json services/notifications/
COPY --from=build /app/services/invitations/package.json services/invitations/
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/infra/midtrans-sim/package.json infra/midtrans-sim/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
  -w services/contracts -w services/platform -w services/catalogue -w services/ordering \
  -w services/proof-storage -w services/reporting -w services/notifications -w services/invitations \
  -w gateway -w infra/midtrans-sim

FROM nginx:1.28.1-alpine AS web
# The image renders /etc/nginx/templates/*.template into conf.d at start, filling in the web service's
# variables (GATEWAY_UPSTREAM, NGINX_LISTEN, WEB_ROOT, MIDTRANS_SNAP_JS_URL).
COPY infra/nginx/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/nginx-conf/front /etc/nginx/front
# Unprivileged: no `user` directive, the pid file and temporary files in /tmp (webImageMainConfig).
COPY --from=build /app/nginx-conf/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
# The image's own default site goes; conf.d receives the rendered template, written by nginx's user.
RUN rm -f /etc/nginx/conf.d/default.conf && chown nginx:nginx /etc/nginx/conf.d
# The nginx user of the base image (uid 101): it listens above 1024 (NGINX_LISTEN, 8080).
USER 101

FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=production-dependencies /app /app
COPY --from=build /app/services/contracts/dist services/contracts/dist
COPY --from=build /app/services/platform/dist services/platform/dist
COPY --from=build /app/services/catalogue/dist services/catalogue/dist
COPY --from=build /app/services/ordering/dist services/ordering/dist
COPY --from=build /app/services/proof-storage/dist services/proof-storage/dist
COPY --from=build /app/services/reporting/dist services/reporting/dist
COPY --from=build /app/services/notifications/dist services/notifications/dist
COPY --from=build /app/services/invitations/dist services/invitations/dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/infra/midtrans-sim/dist infra/midtrans-sim/dist
# The gateway serves the web build (WEB_DIST_DIR=web/dist in docker-compose.yml).
COPY --from=build /app/web/dist web/dist
USER node
# compose's command for the gateway, its heap flags included (why: docker-compose.yml).
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=384", "gateway/dist/main.js"]
