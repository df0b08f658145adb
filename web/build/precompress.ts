import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { outDirOf } from './out-dir';

/** Text files worth compressing; images such as PNG or WebP are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the bytes its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, once, at the
 * highest levels: the gateway (@fastify/static `preCompressed`) and nginx (`gzip_static`) then
 * answer compressed bytes without spending CPU on each request.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  let written = 0;
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    // A copy that is not smaller is never worth choosing over the original.
    if (brotli.length < bytes.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < bytes.length) await writeFile(`${file}.gz`, gzip);
    written += 1;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'undangan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
      log = (message) => config.logger.info(message);
    },
    // Last, and after every other plugin's files are written (closeBundle hooks run in parallel).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDirectory(outDir);
        log(`${count} files precompressed (br, gz)`);
      },
    },
  };
}
