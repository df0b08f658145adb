import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { webImageMainConfig, writeFrontIncludes } from './nginx-front';

/**
 * Writes the nginx front's generated includes into `<directory>/front/` and the web image's main
 * configuration into `<directory>/nginx.conf`: the web image's build step (Dockerfile), so that
 * compose's nginx carries the same headers as the gateway and runs unprivileged.
 */
const directory = process.argv[2];
if (!directory) {
  process.stderr.write('usage: node write-front-includes.js <nginx configuration directory>\n');
  process.exit(2);
}
writeFrontIncludes(directory);
writeFileSync(path.join(directory, 'nginx.conf'), webImageMainConfig());
