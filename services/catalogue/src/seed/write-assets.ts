import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SEED_DESIGNS, type SeedDesign } from './catalogue-seed';
import { renderDesignPreviewSvg } from './design-artwork';

export interface WrittenAssets {
  /** Files created or whose content changed. */
  written: string[];
  /** Files that already held exactly the generated content. */
  unchanged: string[];
}

const SAFE_ID = /^[A-Za-z0-9_-]+$/;

/** Writes only when the content differs, so a rebuild leaves timestamps (and dev-server caches) alone. */
async function writeIfChanged(file: string, content: string, result: WrittenAssets): Promise<void> {
  const current = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (current === content) {
    result.unchanged.push(file);
    return;
  }
  await writeFile(file, content, 'utf8');
  result.written.push(file);
}

/** Writes `<outDir>/designs/<id>.svg` for every design (its sample page is the invitations service's). */
export async function writeDesignAssets(
  outDir: string,
  designs: readonly SeedDesign[] = SEED_DESIGNS,
): Promise<WrittenAssets> {
  for (const design of designs) {
    // The id becomes a file name: refuse anything that could leave the output folder.
    if (!SAFE_ID.test(design.id))
      throw new Error(`Design id is not a safe file name: ${JSON.stringify(design.id)}`);
  }
  const designDir = path.join(outDir, 'designs');
  await mkdir(designDir, { recursive: true });
  const result: WrittenAssets = { written: [], unchanged: [] };
  for (const design of designs) {
    await writeIfChanged(path.join(designDir, `${design.id}.svg`), renderDesignPreviewSvg(design), result);
  }
  return result;
}

/** `node write-assets.js <outDir>`; resolves to the process exit code. */
export async function main(
  args: readonly string[],
  out: Pick<NodeJS.WriteStream, 'write'> = process.stdout,
  err: Pick<NodeJS.WriteStream, 'write'> = process.stderr,
): Promise<number> {
  if (args.length !== 1 || args[0].trim() === '') {
    err.write('Usage: node write-assets.js <outDir>\n');
    return 2;
  }
  const outDir = path.resolve(args[0]);
  try {
    const { written, unchanged } = await writeDesignAssets(outDir);
    out.write(`Design assets in ${outDir}: ${written.length} written, ${unchanged.length} unchanged.\n`);
    return 0;
  } catch (error) {
    err.write(
      `Could not write design assets to ${outDir}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
