import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicyWith,
  ErrorCode,
  GUEST_TOKEN_ALPHABET,
  GUEST_TOKEN_LENGTH,
  invitationPagePolicy,
  MESSAGES,
  securityHeadersWith,
} from '@undangan/contracts';
import type { ProgramSpec } from './compose-config';

/**
 * The nginx front outside containers: Debian's nginx (which .ci/run installs) running
 * infra/nginx/default.conf.template, rendered the way the nginx image renders it in compose, from a
 * run directory of its own (its pid file, temporary files, logs to stdout and stderr, no daemon).
 */

/** The template compose's web image renders, relative to the repository root. */
export const NGINX_TEMPLATE = 'infra/nginx/default.conf.template';
/** Where the template includes the generated files from (relative to nginx's configuration directory). */
export const FRONT_INCLUDE_DIR = 'front';
/** Natively GATEWAY_UPSTREAM names this upstream block: the gateway's loopback address(es). */
export const NATIVE_GATEWAY_UPSTREAM = 'gateway_replicas';
/** The nginx variable the template's map sets to " <snap.js origin>" (or nothing). */
export const SNAP_SOURCE_VARIABLE = '$snap_source';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
const MIME_TYPES_CANDIDATES = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'];

/** Debian's nginx binary, or undefined when nginx is not installed. */
export function findNginx(): string | undefined {
  return NGINX_CANDIDATES.find((file) => existsSync(file));
}

/** "nginx/1.22.1", as `nginx -v` names itself. */
export function nginxVersion(nginx: string): string {
  // nginx -v writes to stderr.
  const said = spawnSync(nginx, ['-v'], { encoding: 'utf8' });
  return /nginx\/[\w.]+/.exec(`${said.stdout}${said.stderr}`)?.[0] ?? 'nginx';
}

/**
 * envsubst as the nginx image's entrypoint runs it: `$NAME` and `${NAME}` are replaced for the
 * variables given, and everything else (nginx's own `$uri`, `$snap_source`...) is left as written.
 */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (whole, braced, bare) => {
      const name = (braced ?? bare) as string;
      return Object.prototype.hasOwnProperty.call(vars, name) ? vars[name] : whole;
    },
  );
}

/** The upper-case `${NAME}` variables a template expects from its environment. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]))].sort();
}

/** x-frame-options -> X-Frame-Options, as the gateway's answers spell them on the wire (HTTP/1.1 is case-blind). */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

/** The gateway's security headers, with the snap.js origin left to the template's map. */
export function frontSecurityHeaders(): Record<string, string> {
  return securityHeadersWith(contentSecurityPolicyWith(SNAP_SOURCE_VARIABLE));
}

/** nginx's own errors, answered like the gateway's: status -> what the client receives. */
export const FRONT_ERRORS: readonly { status: number; answer: number; code: ErrorCode; message: string }[] = [
  { status: 400, answer: 400, code: 'bad_request', message: MESSAGES.invalidInput },
  { status: 404, answer: 404, code: 'not_found', message: MESSAGES.routeNotFound },
  // A write to a static file: the gateway answers an unknown method with 404 too.
  { status: 405, answer: 404, code: 'not_found', message: MESSAGES.routeNotFound },
  { status: 413, answer: 413, code: 'payload_too_large', message: MESSAGES.payloadTooLarge },
  // A body that stopped arriving (client_body_timeout): as the gateway cuts a trickling body.
  { status: 408, answer: 408, code: 'bad_request', message: MESSAGES.requestTooSlow },
  { status: 414, answer: 414, code: 'bad_request', message: MESSAGES.invalidInput },
  // Past the connections one address may hold (limit_conn).
  { status: 429, answer: 429, code: 'rate_limited', message: MESSAGES.tooManyRequests },
  // 494: a header line longer than large_client_header_buffers (nginx's own code; 431 on the wire).
  { status: 494, answer: 431, code: 'bad_request', message: MESSAGES.invalidInput },
  { status: 500, answer: 500, code: 'internal', message: MESSAGES.internal },
  { status: 502, answer: 502, code: 'unavailable', message: MESSAGES.serviceUnavailable },
  { status: 503, answer: 503, code: 'unavailable', message: MESSAGES.serviceUnavailable },
  { status: 504, answer: 504, code: 'timeout', message: MESSAGES.serviceTimeout },
  // An HTTP version nginx does not speak: refused as the gateway refuses an unreadable request.
  { status: 505, answer: 400, code: 'bad_request', message: MESSAGES.invalidInput },
];

function quoted(value: string, quote: '"' | "'"): string {
  if (value.includes(quote) || value.includes('\\') || /\$(?!snap_source\b)/.test(value))
    throw new Error(`Cannot write ${value} into the nginx configuration`);
  return `${quote}${value}${quote}`;
}

/**
 * The variable the template's pages drawn by the gateway (`/`, `/{client_id}`, `/contoh/{design}`)
 * send as their Content-Security-Policy (page-policy.conf's map).
 */
export const PAGE_POLICY_VARIABLE = '$page_policy';

/**
 * A couple's invitation page's own policy, whatever its script's hash, as an nginx (PCRE) pattern
 * (without its anchors):
 * written from contracts' invitationPagePolicy, so the two cannot drift apart.
 */
export function invitationPagePolicyPattern(): string {
  const marker = 'HASH-OF-THE-SCRIPT';
  const [before, after] = invitationPagePolicy(marker).split(marker);
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return `${literal(before)}[A-Za-z0-9+/]+=*${literal(after)}`;
}

/** A guest's link token as an nginx (PCRE) pattern: GUEST_TOKEN_PATTERN's letters and length. */
export function guestTokenPattern(): string {
  if (GUEST_TOKEN_ALPHABET !== '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')
    throw new Error('The guest token alphabet changed: write its nginx pattern again');
  return `[0-9A-Za-z]{${GUEST_TOKEN_LENGTH}}`;
}

/** What the access log writes for a guest's own link in place of its token. */
export const LOGGED_TOKEN = '...';

/**
 * A listed guest's own link carries their token (/{client_id}/{token} on the shop's address,
 * /{token} on a couple's own domain): a key to the guest's name. `$logged_uri` is the path the
 * access log names, the token left out (a client id of exactly a token's shape is logged so too:
 * nginx cannot tell them apart); `$guest_link` is set on /{client_id}/{token}, which the front never
 * keeps whatever the gateway answers. On a couple's domain /{token} cannot be told from a client id
 * here: there the gateway's answer, never marked to be kept, keeps it out.
 */
function guestLinkMaps(): string {
  const token = guestTokenPattern();
  const segment = '/[A-Za-z0-9_-]{1,100}';
  return (
    `map $uri $logged_uri {\n` +
    `    default $uri;\n` +
    `    "~^(?<guest_page>${segment})/${token}$" "$guest_page/${LOGGED_TOKEN}";\n` +
    `    "~^/${token}$" "/${LOGGED_TOKEN}";\n` +
    `}\n` +
    `map $uri $guest_link {\n` +
    `    default "";\n` +
    `    "~^${segment}/${token}$" 1;\n` +
    `}\n`
  );
}

/**
 * The files the template includes from front/, generated from the shared definitions (the
 * gateway's headers in @undangan/contracts, its error messages): written into the web image by
 * the Dockerfile and into the run directory natively.
 */
export function frontIncludes(): Record<string, string> {
  const generated = '# Generated by infra/stack/src/nginx-front.ts from @undangan/contracts; do not edit.\n';
  const headers = Object.entries(frontSecurityHeaders());
  const errorLocations = FRONT_ERRORS.map(
    ({ status, answer, code, message }) =>
      `error_page ${status} ${answer === status ? '' : `=${answer} `}/_front/errors/${status};\n` +
      `location = /_front/errors/${status} {\n` +
      `    internal;\n` +
      `    default_type "application/json; charset=utf-8";\n` +
      // The error's status stays: `return 200` only gives the body.
      `    return 200 ${quoted(JSON.stringify({ message, code }), "'")};\n` +
      `}\n`,
  );
  const addHeader = ([name, value]: [string, string]) =>
    `add_header ${headerName(name)} ${quoted(value, '"')} always;\n`;
  const policy = frontSecurityHeaders()['content-security-policy'];
  const pagePattern = invitationPagePolicyPattern();
  if (pagePattern.includes('"') || pagePattern.includes('$'))
    throw new Error(`Cannot write ${pagePattern} into the nginx configuration`);
  return {
    'security-headers.conf': generated + headers.map(addHeader).join(''),
    // The headers but the policy, for the block that chooses the policy itself (the template's `/`).
    'security-headers-but-policy.conf':
      generated +
      headers
        .filter(([name]) => name !== 'content-security-policy')
        .map(addHeader)
        .join(''),
    // At the http level, for the pages the gateway draws: a couple's invitation page (at
    // /{client_id}, at / of their own domain, a design's sample) has a policy admitting its one
    // inline script by its hash. That policy, as the gateway sent it, is passed on; any other (the
    // shop's own pages, or none) is replaced by the shop's.
    'page-policy.conf':
      generated +
      `map $upstream_http_content_security_policy ${PAGE_POLICY_VARIABLE} {\n` +
      `    "~^${pagePattern}$" $upstream_http_content_security_policy;\n` +
      `    default ${quoted(policy, '"')};\n` +
      `}\n`,
    'hide-upstream-headers.conf':
      generated + headers.map(([name]) => `proxy_hide_header ${headerName(name)};\n`).join(''),
    'error-pages.conf': generated + errorLocations.join(''),
    // At the http level: the guest links' maps (the access log's path, the pages never kept).
    'guest-links.conf': generated + guestLinkMaps(),
  };
}

/** Writes the generated includes into `<directory>/front/`. */
export function writeFrontIncludes(directory: string): void {
  mkdirSync(path.join(directory, FRONT_INCLUDE_DIR), { recursive: true });
  for (const [file, text] of Object.entries(frontIncludes()))
    writeFileSync(path.join(directory, FRONT_INCLUDE_DIR, file), text);
}

export interface NginxFrontOptions {
  repoRoot: string;
  /** A directory of its own: configuration, pid file, temporary files. */
  directory: string;
  /** The web service's variables from compose, addresses made native (MIDTRANS_SNAP_JS_URL...). */
  env: Record<string, string>;
  /** What nginx listens on: a port, or address:port. */
  listen: string;
  /** The address its /health is checked at (through nginx, the gateway's /health). */
  port: number;
  /** The gateway's address(es), e.g. ["127.0.0.1:3000"]. */
  gateways: string[];
  /**
   * A file for the access log (npm start), off when absent (the tests, the benchmark). Not stdout:
   * nginx cannot open the socket a parent process reads its output from (ENXIO).
   */
  accessLog?: string;
  workerProcesses?: number | 'auto';
}

/** What differs between the main nginx.conf of a native run and of the web image. */
interface MainConfigLayout {
  /** The first line: who wrote the file. */
  writtenBy: string;
  /** Natively nginx is started with no daemon here; the image's command says so itself. */
  daemonOff: boolean;
  pidFile: string;
  /** Where the temporary files of bodies and proxied answers go (a directory per kind). */
  tempDirectory: string;
  workerProcesses: number | 'auto';
  /** As root natively (the workers would become nobody, who may not read the work tree). */
  asRoot: boolean;
  mimeTypes: string;
  /** Lines inside http before the includes (natively, the gateway's upstream block). */
  httpLines: string[];
  includes: string[];
}

const TEMP_KINDS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
/** The cache zone the template's catalogue location names (`proxy_cache catalogue`), and its directory. */
export const CATALOGUE_CACHE_ZONE = 'catalogue';
const CATALOGUE_CACHE_DIRECTORY = 'catalogue_cache';
/** The cache zone of the template's invitation pages (`proxy_cache invitation_pages`), and its directory. */
export const INVITATION_PAGES_CACHE_ZONE = 'invitation_pages';
const INVITATION_PAGES_CACHE_DIRECTORY = 'invitation_pages_cache';
/** The cache zone of the template's page photos (`proxy_cache page_photos`), and its directory. */
export const PAGE_PHOTOS_CACHE_ZONE = 'page_photos';
const PAGE_PHOTOS_CACHE_DIRECTORY = 'page_photos_cache';

function mainConfig(layout: MainConfigLayout): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(layout.tempDirectory, name)};`;
  return [
    `# ${layout.writtenBy}`,
    ...(layout.daemonOff ? ['daemon off;'] : []),
    `worker_processes ${layout.workerProcesses};`,
    `pid ${layout.pidFile};`,
    'error_log stderr warn;',
    ...(layout.asRoot ? ['user root;'] : []),
    // Enough connections that thousands of idle sockets leave room for visitors (they are closed
    // after client_header_timeout), within the descriptors the process may open.
    'worker_rlimit_nofile 16384;',
    'events { worker_connections 8192; }',
    'http {',
    `    include ${layout.mimeTypes};`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    keepalive_timeout 65;',
    ...TEMP_KINDS.map((name) => `    ${temp(name)}`),
    // The template's catalogue reads, each kept for the rest of its second (the key names the
    // second): a few small files, removed once unused for 10 s.
    `    proxy_cache_path ${path.join(layout.tempDirectory, CATALOGUE_CACHE_DIRECTORY)} levels=1 keys_zone=${CATALOGUE_CACHE_ZONE}:1m max_size=16m inactive=10s use_temp_path=off;`,
    // The couples' pages, each kept a few seconds (the gateway's X-Accel-Expires) and shown stale
    // while the gateway is away: a page unread for ten minutes goes.
    `    proxy_cache_path ${path.join(layout.tempDirectory, INVITATION_PAGES_CACHE_DIRECTORY)} levels=1:2 keys_zone=${INVITATION_PAGES_CACHE_ZONE}:4m max_size=256m inactive=10m use_temp_path=off;`,
    // The couples' photos, immutable under their keys: a file unread for a day goes.
    `    proxy_cache_path ${path.join(layout.tempDirectory, PAGE_PHOTOS_CACHE_DIRECTORY)} levels=1:2 keys_zone=${PAGE_PHOTOS_CACHE_ZONE}:4m max_size=1g inactive=1d use_temp_path=off;`,
    ...layout.httpLines.map((line) => `    ${line}`),
    ...layout.includes.map((file) => `    include ${file};`),
    '}',
    '',
  ].join('\n');
}

/** The main nginx.conf of a run directory: no daemon, nothing written outside the directory. */
export function nginxMainConfig(options: {
  directory: string;
  gateways: string[];
  workerProcesses: number | 'auto';
  asRoot: boolean;
  mimeTypes: string;
}): string {
  const dir = options.directory;
  return mainConfig({
    writtenBy: 'Written by infra/stack/src/nginx-front.ts for one run.',
    daemonOff: true,
    pidFile: path.join(dir, 'nginx.pid'),
    tempDirectory: path.join(dir, 'temp'),
    workerProcesses: options.workerProcesses,
    asRoot: options.asRoot,
    mimeTypes: options.mimeTypes,
    httpLines: [
      `upstream ${NATIVE_GATEWAY_UPSTREAM} {`,
      ...options.gateways.map((address) => `    server ${address};`),
      '    keepalive 32;',
      '}',
    ],
    includes: [path.join(dir, 'default.conf')],
  });
}

/** Where the web image's nginx may write: everything else of the image is read-only. */
export const WEB_IMAGE_WRITABLE = { temp: '/tmp', rendered: '/etc/nginx/conf.d' } as const;

/**
 * The web image's /etc/nginx/nginx.conf: nginx runs as the image's unprivileged user (no `user`
 * directive, a port above 1024), its pid file and temporary files in /tmp, the rendered template
 * from conf.d, so the root filesystem can be read-only with /tmp and conf.d as the only writable
 * directories.
 */
export function webImageMainConfig(
  writable: { temp: string; rendered: string } = WEB_IMAGE_WRITABLE,
  mimeTypes = '/etc/nginx/mime.types',
): string {
  return mainConfig({
    writtenBy: 'Generated by infra/stack/src/nginx-front.ts (webImageMainConfig); do not edit.',
    daemonOff: false,
    pidFile: path.join(writable.temp, 'nginx.pid'),
    tempDirectory: writable.temp,
    workerProcesses: 'auto',
    asRoot: false,
    mimeTypes,
    httpLines: [],
    includes: [`${writable.rendered}/*.conf`],
  });
}

/**
 * Writes a run directory for nginx and returns the spec that starts it (name "web", as in
 * compose), for ProgramProcess. Nothing is started here.
 */
export function prepareNginxFront(nginx: string, options: NginxFrontOptions): ProgramSpec {
  const webRoot = path.join(options.repoRoot, 'web', 'dist');
  if (!existsSync(path.join(webRoot, 'index.html')))
    throw new Error(`${webRoot}/index.html is missing; run \`npm run build\` first.`);
  const mimeTypes = MIME_TYPES_CANDIDATES.find((file) => existsSync(file));
  if (!mimeTypes) throw new Error(`nginx's mime.types is missing (${MIME_TYPES_CANDIDATES.join(', ')})`);
  const dir = options.directory;
  for (const name of TEMP_KINDS) mkdirSync(path.join(dir, 'temp', name), { recursive: true });
  writeFrontIncludes(dir);
  const template = readFileSync(path.join(options.repoRoot, NGINX_TEMPLATE), 'utf8');
  const vars = {
    ...options.env,
    NGINX_LISTEN: options.listen,
    NGINX_ACCESS_LOG: options.accessLog ?? '/dev/null',
    WEB_ROOT: webRoot,
    GATEWAY_UPSTREAM: NATIVE_GATEWAY_UPSTREAM,
  };
  const missing = templateVariables(template).filter((name) => !(name in vars));
  if (missing.length > 0) throw new Error(`${NGINX_TEMPLATE} needs ${missing.join(', ')}`);
  writeFileSync(path.join(dir, 'default.conf'), renderTemplate(template, vars));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    nginxMainConfig({
      directory: dir,
      gateways: options.gateways,
      workerProcesses: options.workerProcesses ?? 1,
      asRoot: process.getuid?.() === 0,
      mimeTypes,
    }),
  );
  return {
    name: 'web',
    // -e: errors before the configuration is read go to stderr too, not to /var/log/nginx.
    command: [nginx, '-e', 'stderr', '-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')],
    env: {},
    portVariable: 'NGINX_LISTEN',
    port: options.port,
    // A static file, as Kubernetes probes it: the front itself, whatever the gateway's state.
    healthUrl: `http://127.0.0.1:${options.port}/index.html`,
    dependsOn: ['gateway'],
  };
}
