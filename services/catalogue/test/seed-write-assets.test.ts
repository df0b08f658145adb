import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { SEED_DESIGNS } from '../src/seed/catalogue-seed';
import { renderDesignPreviewSvg } from '../src/seed/design-artwork';
import { main, writeDesignAssets } from '../src/seed/write-assets';

const run = promisify(execFile);
const SEED_SRC = path.join(__dirname, '../src/seed');

let tmp: string;

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'undangan-seed-assets-'));
});

afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

function sink() {
  const chunks: string[] = [];
  return {
    chunks,
    write(chunk: string | Uint8Array) {
      chunks.push(String(chunk));
      return true;
    },
  };
}

describe('writeDesignAssets', () => {
  it('writes the preview SVG of every seed design, and no page of its own', async () => {
    const result = await writeDesignAssets(tmp);

    const ids = SEED_DESIGNS.map((d) => d.id).sort();
    expect((await readdir(path.join(tmp, 'designs'))).sort()).toEqual(ids.map((id) => `${id}.svg`).sort());
    // A design's sample page is drawn by the invitations service (/contoh/{id}), not written here.
    expect(await readdir(tmp)).toEqual(['designs']);
    expect(result.written).toHaveLength(SEED_DESIGNS.length);
    expect(result.unchanged).toEqual([]);
    for (const design of SEED_DESIGNS) {
      expect(await readFile(path.join(tmp, 'designs', `${design.id}.svg`), 'utf8')).toBe(
        renderDesignPreviewSvg(design),
      );
    }
  });

  it('is idempotent and repairs only a file that was changed', async () => {
    await writeDesignAssets(tmp);
    const again = await writeDesignAssets(tmp);
    expect(again.written).toEqual([]);
    expect(again.unchanged).toHaveLength(SEED_DESIGNS.length);

    const tampered = path.join(tmp, 'designs', `${SEED_DESIGNS[0].id}.svg`);
    await writeFile(tampered, 'rusak');
    const repaired = await writeDesignAssets(tmp);
    expect(repaired.written).toEqual([tampered]);
    expect(await readFile(tampered, 'utf8')).toBe(renderDesignPreviewSvg(SEED_DESIGNS[0]));
  });

  it('refuses a design id that would escape the output folder, before writing anything', async () => {
    const evil = { ...SEED_DESIGNS[0], id: '../../evil' };
    await expect(writeDesignAssets(path.join(tmp, 'out'), [SEED_DESIGNS[1], evil])).rejects.toThrow(
      /safe file name/,
    );
    expect(await readdir(tmp)).toEqual([]);
  });
});

describe('main', () => {
  it('writes into the folder it is given and reports the counts', async () => {
    const out = sink();
    const err = sink();
    const code = await main([path.join(tmp, 'generated')], out, err);
    expect(code).toBe(0);
    expect(err.chunks).toEqual([]);
    expect(out.chunks.join('')).toContain(`${SEED_DESIGNS.length} written, 0 unchanged`);
    expect(await readdir(path.join(tmp, 'generated', 'designs'))).toHaveLength(SEED_DESIGNS.length);
  });

  it('answers a missing argument with usage and exit code 2', async () => {
    const err = sink();
    expect(await main([], sink(), err)).toBe(2);
    expect(err.chunks.join('')).toMatch(/Usage: node write-assets\.js <outDir>/);
  });

  it('answers an unwritable folder with a message and exit code 1', async () => {
    const blocker = path.join(tmp, 'a-file');
    await writeFile(blocker, 'not a folder');
    const err = sink();
    expect(await main([blocker], sink(), err)).toBe(1);
    expect(err.chunks.join('')).toMatch(/Could not write design assets/);
  });
});

describe('write-assets as a program', () => {
  let program: string;

  // The service's other sources may not compile on their own yet, so the seed files are
  // transpiled alone; the compiled program needs nothing but Node at run time.
  beforeEach(async () => {
    const outDir = path.join(tmp, 'dist', 'seed');
    await mkdir(outDir, { recursive: true });
    for (const file of ['catalogue-seed.ts', 'design-artwork.ts', 'write-assets.ts']) {
      const source = await readFile(path.join(SEED_SRC, file), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: {
          module: ts.ModuleKind.CommonJS,
          target: ts.ScriptTarget.ES2022,
          esModuleInterop: true,
        },
        fileName: file,
      });
      await writeFile(path.join(outDir, file.replace(/\.ts$/, '.js')), outputText);
    }
    program = path.join(outDir, 'write-assets.js');
  });

  it('writes the files and exits 0', async () => {
    const target = path.join(tmp, 'public', 'generated');
    const { stdout } = await run(process.execPath, [program, target]);
    expect(stdout).toContain('written');
    const svg = await readFile(path.join(target, 'designs', `${SEED_DESIGNS[2].id}.svg`), 'utf8');
    expect(svg).toBe(renderDesignPreviewSvg(SEED_DESIGNS[2]));
    expect(await readdir(path.join(target, 'designs'))).toHaveLength(SEED_DESIGNS.length);
  });

  it('exits non-zero with a message when it cannot write', async () => {
    const blocker = path.join(tmp, 'a-file');
    await writeFile(blocker, 'not a folder');
    const failure = await run(process.execPath, [program, blocker]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/Could not write design assets/);

    const usage = await run(process.execPath, [program]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(usage?.code).toBe(2);
  });
});
