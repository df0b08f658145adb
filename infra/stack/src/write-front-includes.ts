import { writeFrontIncludes } from './nginx-front';

/**
 * Writes the nginx front's generated includes into `<directory>/front/`: the web image's build step
 * (Dockerfile), so that compose's nginx carries the same headers as the gateway.
 */
const directory = process.argv[2];
if (!directory) {
  process.stderr.write('usage: node write-front-includes.js <nginx configuration directory>\n');
  process.exit(2);
}
writeFrontIncludes(directory);
