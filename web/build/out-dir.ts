import { resolve } from 'node:path';
import type { ResolvedConfig } from 'vite';

/** The absolute folder the build writes to. */
export const outDirOf = (config: ResolvedConfig): string => resolve(config.root, config.build.outDir);
