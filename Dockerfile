# One image for every node program (docker-compose.yml picks each one's command), and the web image:
# nginx serving the web build. Everything is installed and built here; nothing downloads at run time.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when one of them changes.
COPY package.json package-lock.json .npmrc ./
COPY services/contracts/package.json services/contracts/
COPY services/platform/package.json services/platform/
COPY services/catalogue/package.json services/catalogue/
COPY services/ordering/package.json services/ordering/
COPY services/proof-storage/package.json services/proof-storage/
COPY services/reporting/package.json services/reporting/
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
RUN npm run build && node infra/stack/dist/write-front-includes.js /app/nginx-conf \
  && npm prune --omit=dev --ignore-scripts

FROM nginx:1.27-alpine AS web
# The image renders /etc/nginx/templates/*.template into conf.d at start, filling in the web service's
# variables (GATEWAY_UPSTREAM, NGINX_LISTEN, WEB_ROOT, MIDTRANS_SNAP_JS_URL).
COPY infra/nginx/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/nginx-conf/front /etc/nginx/front
COPY --from=build /app/web/dist /usr/share/nginx/html

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
CMD ["node", "gateway/dist/main.js"]
