// The shop's music is made here, from a score, by additive synthesis: each note a handful of sine
// partials under an envelope, then a small room's reverberation. Nothing is downloaded or
// recorded. This file imports nothing: write-music.ts runs where no workspace package is
// installed (the web app's build), and every step is plain arithmetic, so a score always gives the
// same bytes.

/** Mono, 16-bit, 8 kHz: soft tones lose nothing above 4 kHz, and 24 s stay under 400 KB. */
export const SAMPLE_RATE = 8000;

export type VoiceName = 'musicBox' | 'harp' | 'piano' | 'pad' | 'bell' | 'saron' | 'kenong' | 'gong';

/** A partial: its frequency as a ratio of the note's, its level, and how long it rings (a share of the voice's decay). */
type Partial = readonly [ratio: number, level: number, decayShare: number];

interface Voice {
  partials: readonly Partial[];
  /** Seconds to full level. */
  attack: number;
  /** Seconds for a struck note's fundamental to fall to 1/e; null for a note held for its length. */
  decay: number | null;
  /** Seconds a held note takes to fade once its length is over. */
  release: number;
}

const VOICES: Record<VoiceName, Voice> = {
  musicBox: {
    partials: [
      [1, 1, 1],
      [2, 0.22, 0.6],
      [3, 0.1, 0.4],
      [4.17, 0.06, 0.3],
    ],
    attack: 0.003,
    decay: 0.9,
    release: 0,
  },
  harp: {
    partials: [
      [1, 1, 1],
      [2, 0.45, 0.7],
      [3, 0.2, 0.5],
      [4, 0.1, 0.4],
      [5, 0.05, 0.3],
    ],
    attack: 0.004,
    decay: 1.1,
    release: 0,
  },
  // A piano's strings are a little stiff: its upper partials sit slightly sharp.
  piano: {
    partials: [
      [1, 1, 1],
      [2.001, 0.5, 0.8],
      [3.004, 0.25, 0.6],
      [4.009, 0.12, 0.5],
      [5.015, 0.06, 0.4],
      [6.022, 0.03, 0.3],
    ],
    attack: 0.005,
    decay: 1.5,
    release: 0,
  },
  // Two strings a few cents apart beat slowly: a warm, moving chord.
  pad: {
    partials: [
      [1, 1, 1],
      [1.004, 0.7, 1],
      [2, 0.2, 1],
      [2.006, 0.12, 1],
      [3, 0.05, 1],
    ],
    attack: 0.7,
    decay: null,
    release: 1.2,
  },
  bell: {
    partials: [
      [1, 1, 1],
      [2, 0.35, 0.7],
      [2.76, 0.3, 0.5],
      [4.07, 0.12, 0.35],
      [5.4, 0.08, 0.25],
    ],
    attack: 0.002,
    decay: 1.8,
    release: 0,
  },
  // A bronze bar struck with a mallet: the overtones of a free bar (2.76, 5.40), not a string's.
  saron: {
    partials: [
      [1, 1, 1],
      [2.76, 0.28, 0.45],
      [5.4, 0.1, 0.25],
    ],
    attack: 0.002,
    decay: 1.2,
    release: 0,
  },
  kenong: {
    partials: [
      [1, 1, 1],
      [1.006, 0.5, 1],
      [2.02, 0.3, 0.6],
      [3.1, 0.08, 0.4],
    ],
    attack: 0.01,
    decay: 2.2,
    release: 0,
  },
  // A hanging gong: a low hum that swells and beats, and rings for seconds.
  gong: {
    partials: [
      [1, 1, 1],
      [1.012, 0.8, 1],
      [2, 0.45, 0.7],
      [2.37, 0.15, 0.5],
      [3.01, 0.12, 0.4],
    ],
    attack: 0.03,
    decay: 3.5,
    release: 0,
  },
};

/** One note of a score: when (in beats from the start), which pitch (MIDI, fractions allowed), how long, on which voice, how loud. */
export interface Note {
  beat: number;
  pitch: number;
  beats: number;
  voice: VoiceName;
  gain: number;
}

/** A track's music: it loops, so a note still ringing at the end rings on at the start. */
export interface Score {
  id: string;
  bpm: number;
  /** The loop's length. */
  beats: number;
  /** How much of the room is heard beside the notes (0 to 1). */
  reverb: number;
  notes: readonly Note[];
}

/** A struck note rings until its fundamental has fallen by e^6 (about -52 dB), then fades out. */
const RING_DECAYS = 6;
const TAIL_FADE_SECONDS = 0.2;
/** Partials above this share of the sample rate would fold back as false tones: left out. */
const HIGHEST_PARTIAL = 0.45;
/** The loudest sample, as a share of full scale (-3 dBFS): room for a phone's own processing. */
const PEAK = 0.7;

/** The score as samples from -1 to 1, one loop long, ending where it begins. */
export function renderScore(score: Score, sampleRate = SAMPLE_RATE): Float64Array {
  const secondsPerBeat = 60 / score.bpm;
  const dry = new Float64Array(Math.round(score.beats * secondsPerBeat * sampleRate));
  for (const note of score.notes) addNote(dry, note, secondsPerBeat, sampleRate);
  const mixed = withRoom(dry, sampleRate, score.reverb);
  let peak = 0;
  for (const sample of mixed) peak = Math.max(peak, Math.abs(sample));
  if (peak > 0) for (let i = 0; i < mixed.length; i++) mixed[i] *= PEAK / peak;
  return mixed;
}

function addNote(loop: Float64Array, note: Note, secondsPerBeat: number, sampleRate: number): void {
  const voice = VOICES[note.voice];
  const frequency = 440 * 2 ** ((note.pitch - 69) / 12);
  // Higher notes die away sooner, as they do on every struck or plucked instrument.
  const pitchDecay = Math.min(1.8, Math.max(0.5, Math.sqrt(261.63 / frequency)));
  const held = note.beats * secondsPerBeat;
  const seconds = voice.decay === null ? held + voice.release : voice.decay * pitchDecay * RING_DECAYS;
  const count = Math.min(Math.round(seconds * sampleRate), loop.length);
  const start = Math.round(note.beat * secondsPerBeat * sampleRate);
  const envelope = new Float64Array(count);
  const attack = voice.attack * sampleRate;
  const fade = TAIL_FADE_SECONDS * sampleRate;
  for (let i = 0; i < count; i++) {
    const t = i / sampleRate;
    let level = i < attack ? 0.5 - 0.5 * Math.cos((Math.PI * i) / attack) : 1;
    if (voice.decay === null && t > held)
      level *= 0.5 + 0.5 * Math.cos((Math.PI * (t - held)) / voice.release);
    if (voice.decay !== null && count - i < fade) level *= (count - i) / fade;
    envelope[i] = level * note.gain;
  }
  for (const [ratio, partialLevel, decayShare] of voice.partials) {
    const partial = frequency * ratio;
    if (partial >= HIGHEST_PARTIAL * sampleRate) continue;
    const rings = voice.decay === null ? null : voice.decay * pitchDecay * decayShare;
    // An upper partial dies away sooner: it is stopped once it has rung as long as the note would.
    const length = rings === null ? count : Math.min(count, Math.round(rings * RING_DECAYS * sampleRate));
    const fall = rings === null ? 1 : Math.exp(-1 / (rings * sampleRate));
    // sin(step * i) by the recurrence s[i] = 2 cos(step) s[i-1] - s[i-2]: one multiplication a sample.
    const turn = 2 * Math.cos((2 * Math.PI * partial) / sampleRate);
    let previous = -Math.sin((2 * Math.PI * partial) / sampleRate);
    let current = 0;
    let level = partialLevel;
    for (let i = 0, at = start % loop.length; i < length; i++, at = at + 1 === loop.length ? 0 : at + 1) {
      loop[at] += level * envelope[i] * current;
      const next = turn * current - previous;
      previous = current;
      current = next;
      level *= fall;
    }
  }
}

/** A comb filter of the room: a delay fed back through a gentle low-pass. */
interface Comb {
  line: Float64Array;
  at: number;
  damped: number;
}
interface AllPass {
  line: Float64Array;
  at: number;
}

/** Freeverb's proportions, fewer of them: six parallel combs, four all-passes in series. */
const COMB_MS = [25.3, 26.9, 29, 30.7, 32.2, 33.8];
const ALLPASS_MS = [12.6, 10, 7.7, 5.1];
const ROOM_FEEDBACK = 0.8;
const ROOM_DAMPING = 0.3;
const ROOM_INPUT = 0.08;

/**
 * The notes with a small room around them. The room hears the loop twice and the second time is
 * kept, so the echo of the end is already there at the start and the loop has no seam.
 */
function withRoom(dry: Float64Array, sampleRate: number, amount: number): Float64Array {
  const line = (ms: number) => new Float64Array(Math.round((ms * sampleRate) / 1000));
  const combs: Comb[] = COMB_MS.map((ms) => ({ line: line(ms), at: 0, damped: 0 }));
  const allPasses: AllPass[] = ALLPASS_MS.map((ms) => ({ line: line(ms), at: 0 }));
  const n = dry.length;
  const out = new Float64Array(n);
  for (let k = 0; k < 2 * n; k++) {
    const input = dry[k % n] * ROOM_INPUT;
    let wet = 0;
    for (const comb of combs) {
      const delayed = comb.line[comb.at];
      comb.damped = delayed * (1 - ROOM_DAMPING) + comb.damped * ROOM_DAMPING;
      comb.line[comb.at] = input + comb.damped * ROOM_FEEDBACK;
      comb.at = (comb.at + 1) % comb.line.length;
      wet += delayed;
    }
    for (const pass of allPasses) {
      const delayed = pass.line[pass.at];
      pass.line[pass.at] = wet + delayed * 0.5;
      pass.at = (pass.at + 1) % pass.line.length;
      wet = delayed - wet;
    }
    if (k >= n) out[k - n] = dry[k - n] + amount * wet;
  }
  return out;
}

/** Samples as a WAV file: RIFF, PCM, mono, 16-bit little-endian. */
export function wavBytes(samples: Float64Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[at + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a sample
  view.setUint16(34, 16, true); // bits a sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) {
    const sample = Math.max(-1, Math.min(1, samples[i]));
    view.setInt16(44 + i * 2, Math.round(sample * 32767), true);
  }
  return bytes;
}
