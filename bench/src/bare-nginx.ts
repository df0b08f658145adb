import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNginx, freePort } from '@undangan/stack';
import { ended } from './bare-server';

export interface BareNginx {
  url: string;
  pid: number;
  close(): Promise<void>;
}

/** A header value written between nginx's double quotes. */
const quoted = (value: string) => `"${value.replace(/["\\$]/g, '')}"`;

/**
 * A bare nginx serving one page as a static file at `pathname`, with the given headers and one
 * worker (as the front runs in the bench): the machine's limit for those bytes, measured by the
 * same load generator as the shop.
 */
export async function startBareNginx(
  pathname: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<BareNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx is not installed: install Debian's nginx (.ci/run does)");
  const dir = mkdtempSync(path.join(tmpdir(), 'undangan-bare-nginx-'));
  mkdirSync(path.join(dir, 'root'));
  writeFileSync(path.join(dir, 'root', 'page.html'), body);
  const port = await freePort();
  const { 'content-type': contentType = 'text/html; charset=utf-8', ...rest } = headers;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      'error_log stderr warn;',
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'events { worker_connections 8192; }',
      'http {',
      '  access_log off;',
      '  sendfile on;',
      '  keepalive_timeout 65;',
      '  keepalive_requests 10000;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
      ),
      `  server {`,
      `    listen 127.0.0.1:${port};`,
      `    root ${dir}/root;`,
      `    location = ${pathname} {`,
      `      default_type ${quoted(contentType)};`,
      ...Object.entries(rest).map(([name, value]) => `      add_header ${name} ${quoted(value)};`),
      '      try_files /page.html =404;',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginx, ['-e', 'stderr', '-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error(`the bare nginx exited (${child.exitCode})`);
    const answered = await fetch(url + pathname).then(
      (res) => res.arrayBuffer().then(() => res.status),
      () => 0,
    );
    if (answered === 200) break;
    if (waited > 10_000) {
      await ended(child);
      throw new Error('the bare nginx did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid!,
    close: async () => {
      await ended(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
