import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TRACK_SCORES } from './music-scores';
import { renderScore, wavBytes, type Score } from './synthesizer';

// The shop's tracks as files, written by the web app's build beside the seed's artwork
// (web/public/generated, which the front serves): `node write-music.js <outDir>` writes
// <outDir>/music/<id>.wav. It runs where no workspace package is installed, so this file and those
// it imports name nothing but Node's own modules and each other.

export interface WrittenMusic {
  /** Files created or whose bytes changed. */
  written: string[];
  /** Files that already held exactly these bytes. */
  unchanged: string[];
}

const SAFE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Each track's file, written only when its bytes differ (a rebuild leaves timestamps alone). */
export async function writeMusicFiles(
  outDir: string,
  scores: readonly Score[] = TRACK_SCORES,
): Promise<WrittenMusic> {
  for (const score of scores)
    if (!SAFE_ID.test(score.id))
      throw new Error(`Track id is not a safe file name: ${JSON.stringify(score.id)}`);
  const dir = path.join(outDir, 'music');
  await mkdir(dir, { recursive: true });
  const result: WrittenMusic = { written: [], unchanged: [] };
  for (const score of scores) {
    const file = path.join(dir, `${score.id}.wav`);
    const bytes = wavBytes(renderScore(score));
    const current = await readFile(file).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (current?.equals(bytes)) {
      result.unchanged.push(file);
      continue;
    }
    await writeFile(file, bytes);
    result.written.push(file);
  }
  return result;
}

/** `node write-music.js <outDir>`; resolves to the process exit code. */
export async function main(
  args: readonly string[],
  out: Pick<NodeJS.WriteStream, 'write'> = process.stdout,
  err: Pick<NodeJS.WriteStream, 'write'> = process.stderr,
): Promise<number> {
  if (args.length !== 1 || args[0].trim() === '') {
    err.write('Usage: node write-music.js <outDir>\n');
    return 2;
  }
  const outDir = path.resolve(args[0]);
  try {
    const { written, unchanged } = await writeMusicFiles(outDir);
    out.write(`Music in ${outDir}: ${written.length} written, ${unchanged.length} unchanged.\n`);
    return 0;
  } catch (error) {
    err.write(
      `Could not write music to ${outDir}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
