import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, securityHeaders } from '@undangan/contracts';
import { FRONT_SERVICE, findRepoRoot, parseCompose, readComposeSource } from '../src/compose-config';
import { freePort } from '../src/network';
import {
  findNginx,
  frontIncludes,
  NGINX_TEMPLATE,
  webImageMainConfig,
  writeFrontIncludes,
  prepareNginxFront,
  renderTemplate,
  SNAP_SOURCE_VARIABLE,
  templateVariables,
} from '../src/nginx-front';
import { ProgramProcess, waitForHealthy } from '../src/program-process';

/**
 * The nginx front's own promises, against Debian's nginx and a stand-in gateway: the gateway's
 * security headers on every kind of answer (with each snap.js address), nginx's own errors in the
 * shop's JSON, and no header sent twice. CI installs nginx; without it these cases fail.
 */

const repoRoot = findRepoRoot(__dirname);
const template = readFileSync(path.join(repoRoot, NGINX_TEMPLATE), 'utf8');

describe('rendering the template', () => {
  it('replaces $NAME and ${NAME} of the given variables only, as the nginx image does', () => {
    expect(renderTemplate('a ${A} $A $uri ${B} $$', { A: 'x' })).toBe('a x x $uri ${B} $$');
  });

  it('needs exactly the variables the web service sets in compose', () => {
    expect(templateVariables(template)).toEqual([
      'GATEWAY_UPSTREAM',
      'MIDTRANS_SNAP_JS_URL',
      'NGINX_ACCESS_LOG',
      'NGINX_LISTEN',
      'NGINX_REAL_IP_FROM',
      'NGINX_RESOLVER',
      'WEB_ROOT',
    ]);
  });

  it('generates one add_header ... always per security header of the gateway', () => {
    const include = frontIncludes()['security-headers.conf'];
    const lines = include.split('\n').filter((l) => l.startsWith('add_header'));
    const sent = Object.fromEntries(
      lines.map((line) => {
        const m = /^add_header ([A-Za-z-]+) "([^"]*)" always;$/.exec(line);
        if (!m) throw new Error(`unexpected line ${line}`);
        return [m[1].toLowerCase(), m[2].replaceAll(SNAP_SOURCE_VARIABLE, ' https://app.midtrans.com')];
      }),
    );
    expect(sent).toEqual(securityHeaders('https://app.midtrans.com/snap/snap.js'));
  });

  it('includes the headers again in every block with an add_header of its own (nginx drops inherited ones there)', () => {
    const blocks = template.split(/\n\s*location\s/).slice(1);
    for (const block of blocks) {
      const body = block.slice(0, block.indexOf('\n    }'));
      if (/\badd_header\b/.test(body)) expect(body).toContain('include front/security-headers.conf;');
    }
    expect(template.split(/\n\s*location\s/)[0]).toContain('include front/security-headers.conf;');
  });
});

const nginx = findNginx();

describe('the front as compose runs it', () => {
  const webEnv = parseCompose(readComposeSource(repoRoot), {}).services[FRONT_SERVICE].environment;

  it("renders as the nginx image's envsubst renders it", () => {
    const names = Object.keys(webEnv)
      .map((name) => `\${${name}}`)
      .join(' ');
    const rendered = execFileSync('envsubst', [names], {
      input: template,
      env: { ...webEnv, PATH: process.env.PATH },
    });
    expect(renderTemplate(template, webEnv)).toBe(rendered.toString('utf8'));
  });

  it('is a configuration nginx accepts, laid out as in the web image (its main nginx.conf, conf.d, front/)', () => {
    if (!nginx) throw new Error("nginx is not installed: install Debian's nginx (.ci/run does)");
    const dir = mkdtempSync(path.join(tmpdir(), 'undangan-compose-front-'));
    try {
      const writable = { temp: path.join(dir, 'tmp'), rendered: path.join(dir, 'conf.d') };
      mkdirSync(writable.rendered);
      mkdirSync(writable.temp);
      writeFrontIncludes(dir);
      writeFileSync(path.join(writable.rendered, 'default.conf'), renderTemplate(template, webEnv));
      const main = webImageMainConfig(writable);
      writeFileSync(path.join(dir, 'nginx.conf'), main);
      const out = execFileSync(nginx, ['-e', 'stderr', '-p', `${dir}/`, '-c', `${dir}/nginx.conf`, '-t'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out.toString()).toBe('');
      // Nothing that needs root: no user to switch to, nothing written outside the two directories.
      expect(main).not.toMatch(/^\s*user\s/m);
      for (const [, file] of main.matchAll(/^\s*(?:pid|\w+_temp_path)\s+(\S+);/gm))
        expect(file.startsWith(`${writable.temp}/`)).toBe(true);
      expect(webImageMainConfig()).toContain('include /etc/nginx/conf.d/*.conf;');
      expect(webImageMainConfig()).not.toContain('daemon');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
