import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { TRACK_SCORES } from '../src/music/music-scores';
import { renderScore, SAMPLE_RATE, wavBytes, type Score } from '../src/music/synthesizer';
import { main, writeMusicFiles } from '../src/music/write-music';

/**
 * The shop's tracks as the build writes them: short, small, seamless loops in a WAV any browser
 * plays, the same bytes every build, written by a program that needs nothing but Node.
 */
jest.setTimeout(60_000);

const run = promisify(execFile);
const MUSIC_SRC = path.join(__dirname, '../src/music');

let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'undangan-music-'));
});
afterEach(() => rm(tmp, { recursive: true, force: true }));

/** Each track's samples, made once for the file's tests. */
const rendered = new Map<string, Float64Array>();
const samplesOf = (score: Score) => {
  if (!rendered.has(score.id)) rendered.set(score.id, renderScore(score));
  return rendered.get(score.id)!;
};

/** A WAV file's format fields and its samples as numbers from -1 to 1. */
function readWav(bytes: Buffer) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Float64Array((bytes.length - 44) / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(44 + i * 2, true) / 32768;
  return {
    riff: bytes.toString('ascii', 0, 4) + bytes.toString('ascii', 8, 16),
    size: view.getUint32(4, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    bits: view.getUint16(34, true),
    data: bytes.toString('ascii', 36, 40),
    dataBytes: view.getUint32(40, true),
    samples,
  };
}

describe("the shop's tracks", () => {
  it('are mono 16-bit PCM WAV files of 20 to 30 seconds, each under 400 KB', async () => {
    await writeMusicFiles(tmp);
    const files = (await readdir(path.join(tmp, 'music'))).sort();
    expect(files).toEqual(TRACK_SCORES.map((score) => `${score.id}.wav`).sort());
    for (const file of files) {
      const bytes = await readFile(path.join(tmp, 'music', file));
      const wav = readWav(bytes);
      expect({ file, ...wav, samples: undefined }).toEqual({
        file,
        riff: 'RIFFWAVEfmt ',
        size: bytes.length - 8,
        format: 1,
        channels: 1,
        sampleRate: SAMPLE_RATE,
        bits: 16,
        data: 'data',
        dataBytes: bytes.length - 44,
        samples: undefined,
      });
      const seconds = wav.samples.length / SAMPLE_RATE;
      expect(seconds).toBeGreaterThanOrEqual(20);
      expect(seconds).toBeLessThanOrEqual(30);
      expect(bytes.length).toBeLessThan(400 * 1024);
    }
  });

  it('are heard at a steady level without clipping, and loop without a seam', () => {
    for (const score of TRACK_SCORES) {
      const samples = samplesOf(score);
      let peak = 0;
      let squares = 0;
      let largestStep = 0;
      for (let i = 0; i < samples.length; i++) {
        peak = Math.max(peak, Math.abs(samples[i]));
        squares += samples[i] ** 2;
        if (i > 0) largestStep = Math.max(largestStep, Math.abs(samples[i] - samples[i - 1]));
      }
      const rms = Math.sqrt(squares / samples.length);
      expect({ id: score.id, peak: Number(peak.toFixed(3)) }).toEqual({ id: score.id, peak: 0.7 });
      // Music all along, not a few notes in silence, nor a wall of sound.
      expect(rms).toBeGreaterThan(0.08);
      expect(rms).toBeLessThan(0.3);
      // From the last sample to the first is a step like any other: the loop has no click.
      expect(Math.abs(samples[0] - samples[samples.length - 1])).toBeLessThan(largestStep / 2);
      // No stretch of a quarter second is silent.
      const window = SAMPLE_RATE / 4;
      for (let start = 0; start + window <= samples.length; start += window) {
        let level = 0;
        for (let i = start; i < start + window; i++) level = Math.max(level, Math.abs(samples[i]));
        expect({ id: score.id, start, heard: level > 0.02 }).toEqual({ id: score.id, start, heard: true });
      }
    }
  });

  it('play the notes their scores write', () => {
    // The first note of "Janji Suci"'s music box is E5 (659 Hz): it leads the upper register there.
    const score = TRACK_SCORES.find((s) => s.id === 'janji-suci')!;
    const samples = samplesOf(score);
    const from = Math.round(0.05 * SAMPLE_RATE);
    const strongest = [...Array(700).keys()]
      .map((i) => 400 + i)
      .map((hz) => {
        let re = 0;
        let im = 0;
        for (let i = 0; i < 2000; i++) {
          re += samples[from + i] * Math.cos((2 * Math.PI * hz * i) / SAMPLE_RATE);
          im += samples[from + i] * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE);
        }
        return { hz, power: re * re + im * im };
      })
      .reduce((a, b) => (b.power > a.power ? b : a));
    expect(Math.abs(strongest.hz - 659.26)).toBeLessThan(4);
  });

  it('are the same bytes in every build: a file is cached a year under its name', () => {
    // Changed music must be a new track (a new id and a migration adding its row); never change a
    // file under a name browsers already keep. These are the shipped tracks' digests.
    const digests = Object.fromEntries(
      TRACK_SCORES.map((score) => [
        score.id,
        createHash('sha256')
          .update(wavBytes(samplesOf(score)))
          .digest('hex')
          .slice(0, 16),
      ]),
    );
    expect(digests).toEqual(SHIPPED_DIGESTS);
  });
});

const SHIPPED_DIGESTS: Record<string, string> = {
  'janji-suci': '5a495e308b563d0f',
  'taman-bunga': '278a45f74b1349df',
  'senja-syahdu': 'c1e2be8e698c02e5',
  'kidung-nusantara': 'afe7dd636a915f1e',
};

describe('writeMusicFiles', () => {
  it('writes only what changed, and repairs a file that was', async () => {
    const scores = TRACK_SCORES.slice(-2);
    const first = await writeMusicFiles(tmp, scores);
    expect(first.written).toHaveLength(2);
    const again = await writeMusicFiles(tmp, scores);
    expect(again).toEqual({ written: [], unchanged: first.written });
    const tampered = first.written[0];
    await writeFile(tampered, 'rusak');
    expect((await writeMusicFiles(tmp, scores)).written).toEqual([tampered]);
    expect((await stat(tampered)).size).toBeGreaterThan(100_000);
  });

  it('refuses a track id that would leave the music folder, before writing anything', async () => {
    const evil = { ...TRACK_SCORES[0], id: '../../index' };
    await expect(writeMusicFiles(path.join(tmp, 'out'), [TRACK_SCORES[1], evil])).rejects.toThrow(
      /safe file name/,
    );
    expect(await readdir(tmp)).toEqual([]);
  });

  it('answers a missing folder argument with usage and 2, an unwritable one with 1', async () => {
    const err = { text: '', write: (chunk: string) => ((err.text += chunk), true) };
    const out = { write: () => true };
    expect(await main([], out, err)).toBe(2);
    expect(err.text).toMatch(/Usage: node write-music\.js <outDir>/);
    const blocker = path.join(tmp, 'a-file');
    await writeFile(blocker, 'not a folder');
    expect(await main([blocker], out, err)).toBe(1);
    expect(err.text).toMatch(/Could not write music/);
  });

  it('runs as a program with nothing but Node: its files import no package', async () => {
    const dist = path.join(tmp, 'dist');
    await mkdir(dist);
    for (const file of await readdir(MUSIC_SRC)) {
      if (!['music-scores.ts', 'synthesizer.ts', 'write-music.ts'].includes(file)) continue;
      const source = await readFile(path.join(MUSIC_SRC, file), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: {
          module: ts.ModuleKind.CommonJS,
          target: ts.ScriptTarget.ES2022,
          esModuleInterop: true,
        },
        fileName: file,
      });
      expect({ file, requires: outputText.match(/require\("(?!\.\/|node:)[^"]*"\)/g) }).toEqual({
        file,
        requires: null,
      });
      await writeFile(path.join(dist, file.replace(/\.ts$/, '.js')), outputText);
    }
    const target = path.join(tmp, 'public', 'generated');
    const { stdout } = await run(process.execPath, [path.join(dist, 'write-music.js'), target]);
    expect(stdout).toContain(`${TRACK_SCORES.length} written`);
    expect(await readFile(path.join(target, 'music', 'janji-suci.wav'))).toEqual(
      Buffer.from(wavBytes(samplesOf(TRACK_SCORES[0]))),
    );
  });
});
