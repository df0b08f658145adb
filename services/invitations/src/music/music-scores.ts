import type { Note, Score, VoiceName } from './synthesizer';

// The scores of the shop's own tracks, written for it: each loops seamlessly, 22 to 24 seconds.
// A track's id is its file's name (/generated/music/<id>.wav), and its row in music_tracks was
// added by a migration. A file is cached by browsers for a year under its name, so changed music
// is a new track (a new id and a migration), never new bytes under an old name.

const STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** 'C4' is 60 (middle C), 'F#5' 78, 'Bb3' 58. */
export function pitchOf(name: string): number {
  const parts = /^([A-G])(#|b)?(\d)$/.exec(name);
  if (!parts) throw new Error(`Not a note name: ${name}`);
  const [, letter, accidental, octave] = parts;
  return (Number(octave) + 1) * 12 + STEPS[letter] + (accidental === '#' ? 1 : accidental === 'b' ? -1 : 0);
}

/** A pitch by name or number; null is a rest. */
type Pitch = string | number | null;

/** Notes one after another from `beat`: each [pitch, beats]. */
function line(
  voice: VoiceName,
  gain: number,
  beat: number,
  notes: readonly (readonly [Pitch, number])[],
): Note[] {
  const result: Note[] = [];
  let at = beat;
  for (const [pitch, beats] of notes) {
    if (pitch !== null)
      result.push({
        beat: at,
        pitch: typeof pitch === 'number' ? pitch : pitchOf(pitch),
        beats,
        voice,
        gain,
      });
    at += beats;
  }
  return result;
}

/** A tune written as text, a bar between bars: 'E5/2 G5/1 E5/1 | D5/3 -/1' ('-' is a rest). */
function tune(voice: VoiceName, gain: number, beat: number, text: string): Note[] {
  const notes = text
    .split(/[\s|]+/)
    .filter(Boolean)
    .map((token): [Pitch, number] => {
      const [name, beats] = token.split('/');
      return [name === '-' ? null : name, Number(beats)];
    });
  return line(voice, gain, beat, notes);
}

/** The same notes sounding together (a chord) from `beat`, for `beats`. */
function chord(
  voice: VoiceName,
  gain: number,
  beat: number,
  beats: number,
  pitches: readonly string[],
): Note[] {
  return pitches.map((name) => ({ beat, pitch: pitchOf(name), beats, voice, gain }));
}

/**
 * "Janji Suci": a music box sings over a harp's broken chords and a bass that walks down
 * (C G/B Am Em/G F C/E F G), 80 beats a minute, eight bars.
 */
function janjiSuci(): Score {
  const bars = [
    { bass: 'C3', harp: ['G3', 'C4', 'E4', 'G4'] },
    { bass: 'B2', harp: ['G3', 'B3', 'D4', 'G4'] },
    { bass: 'A2', harp: ['E3', 'A3', 'C4', 'E4'] },
    { bass: 'G2', harp: ['E3', 'G3', 'B3', 'E4'] },
    { bass: 'F2', harp: ['C3', 'F3', 'A3', 'C4'] },
    { bass: 'E2', harp: ['C3', 'G3', 'C4', 'E4'] },
    { bass: 'F2', harp: ['C3', 'F3', 'A3', 'C4'] },
    { bass: 'G2', harp: ['D3', 'G3', 'B3', 'D4'] },
  ];
  const broken = [0, 1, 2, 3, 2, 1, 2, 1];
  const notes = bars.flatMap(({ bass, harp }, bar) => [
    ...line('piano', 0.3, bar * 4, [[bass, 4]]),
    ...line(
      'harp',
      0.15,
      bar * 4,
      broken.map((i) => [harp[i], 0.5] as const),
    ),
  ]);
  notes.push(
    ...tune(
      'musicBox',
      0.8,
      0,
      'E5/2 G5/1 E5/1 | D5/3 B4/1 | C5/1 E5/1 A5/2 | G5/3 E5/1 | ' +
        'F5/1 A5/1 C6/1 A5/1 | G5/2 E5/2 | F5/1 E5/1 D5/1 C5/1 | B4/2 D5/2',
    ),
  );
  return { id: 'janji-suci', bpm: 80, beats: 32, reverb: 0.3, notes };
}

/** "Taman Bunga": a piano waltz in G, bass on one and the chord on two and three, twelve bars. */
function tamanBunga(): Score {
  const bars = [
    { bass: 'G2', chord: ['B3', 'D4', 'G4'] },
    { bass: 'E2', chord: ['B3', 'E4', 'G4'] },
    { bass: 'C3', chord: ['C4', 'E4', 'G4'] },
    { bass: 'D3', chord: ['A3', 'D4', 'F#4'] },
    { bass: 'G2', chord: ['B3', 'D4', 'G4'] },
    { bass: 'E2', chord: ['B3', 'E4', 'G4'] },
    { bass: 'A2', chord: ['A3', 'C4', 'E4'] },
    { bass: 'D3', chord: ['A3', 'C4', 'F#4'] },
    { bass: 'B2', chord: ['B3', 'D4', 'F#4'] },
    { bass: 'E2', chord: ['B3', 'E4', 'G4'] },
    { bass: 'A2', chord: ['A3', 'C4', 'E4'] },
    { bass: 'D3', chord: ['A3', 'C4', 'F#4'] },
  ];
  const notes = bars.flatMap(({ bass, chord: tones }, bar) => [
    ...line('piano', 0.3, bar * 3, [[bass, 1]]),
    ...chord('piano', 0.13, bar * 3 + 1, 1, tones),
    ...chord('piano', 0.11, bar * 3 + 2, 1, tones),
  ]);
  notes.push(
    ...tune(
      'piano',
      0.5,
      0,
      'B4/2 D5/1 | G5/2 E5/1 | E5/1 D5/1 C5/1 | A4/3 | B4/2 D5/1 | G5/2 B5/1 | ' +
        'A5/1 G5/1 E5/1 | F#5/3 | F#5/2 D5/1 | E5/2 G5/1 | E5/1 C5/1 A4/1 | D5/2 C5/1',
    ),
  );
  return { id: 'taman-bunga', bpm: 96, beats: 36, reverb: 0.25, notes };
}

/** "Senja Syahdu": held chords, a piano's slow broken chords and a bell's tune (F Am Bb F Gm C7), 66 a minute. */
function senjaSyahdu(): Score {
  const bars = [
    { bass: 'F2', pad: ['F3', 'A3', 'C4'], piano: ['A4', 'C5', 'F5', 'C5'] },
    { bass: 'A2', pad: ['E3', 'A3', 'C4'], piano: ['A4', 'C5', 'E5', 'C5'] },
    { bass: 'Bb2', pad: ['F3', 'Bb3', 'D4'], piano: ['Bb4', 'D5', 'F5', 'D5'] },
    { bass: 'F2', pad: ['F3', 'A3', 'C4'], piano: ['A4', 'C5', 'F5', 'C5'] },
    { bass: 'G2', pad: ['G3', 'Bb3', 'D4'], piano: ['Bb4', 'D5', 'G5', 'D5'] },
    { bass: 'C3', pad: ['E3', 'G3', 'Bb3', 'C4'], piano: ['Bb4', 'C5', 'E5', 'G5'] },
  ];
  const notes = bars.flatMap(({ bass, pad, piano }, bar) => [
    ...chord('pad', 0.1, bar * 4, 4, [bass, ...pad]),
    ...line(
      'piano',
      0.1,
      bar * 4,
      piano.map((name) => [name, 1] as const),
    ),
  ]);
  notes.push(
    ...tune(
      'bell',
      0.45,
      0,
      'A5/2 G5/1 F5/1 | E5/2 A5/1 C6/1 | D6/2 C6/1 Bb5/1 | A5/4 | G5/2 Bb5/2 | C6/2 Bb5/1 G5/1',
    ),
  );
  return { id: 'senja-syahdu', bpm: 66, beats: 24, reverb: 0.35, notes };
}

/**
 * "Kidung Nusantara": a gamelan's texture in slendro (five nearly equal steps to the octave, 240
 * cents each): the saron plays the melody (balungan), the peking an octave up twice as fast, the
 * kenong marks each half phrase and the gong ends the phrase, 84 beats a minute.
 */
function kidungNusantara(): Score {
  // Slendro's degrees 1 2 3 5 6 from D4, a high 1 and the low 6 below 1.
  const degree: Record<string, number> = {
    '1': 62,
    '2': 64.4,
    '3': 66.8,
    '5': 69.2,
    '6': 71.6,
    "1'": 74,
    '6.': 59.6,
  };
  // Written as the gamelan's own notation is: one number a beat, '.' a beat without a stroke.
  const balungan = "3 5 6 5 | 3 2 1 2 | 3 3 . 5 | 6 5 3 2 | 5 6 1' 6 | 5 3 2 1 | 2 3 5 3 | 2 1 2 6.".split(
    /[\s|]+/,
  );
  const tone = (symbol: string): number | null => (symbol === '.' ? null : degree[symbol]);
  const notes: Note[] = [
    ...line(
      'saron',
      0.45,
      0,
      balungan.map((symbol) => [tone(symbol), 1] as const),
    ),
    // The peking doubles each note an octave up, in eighths.
    ...line(
      'saron',
      0.17,
      0,
      balungan.flatMap((symbol) => {
        const pitch = tone(symbol);
        const high = pitch === null ? null : pitch + 12;
        return [[high, 0.5] as const, [high, 0.5] as const];
      }),
    ),
  ];
  // The kenong on the last beat of every second bar, an octave down; the gong on the last.
  for (const beat of [7, 15, 23, 31]) {
    const struck = tone(balungan[beat]);
    if (struck !== null) notes.push(...line('kenong', 0.3, beat, [[struck - 12, 1]]));
  }
  notes.push(...line('gong', 0.55, 31, [[degree['6.'] - 12, 1]]));
  return { id: 'kidung-nusantara', bpm: 84, beats: 32, reverb: 0.3, notes };
}

/** Every track the shop made, by its id. */
export const TRACK_SCORES: readonly Score[] = [janjiSuci(), tamanBunga(), senjaSyahdu(), kidungNusantara()];
