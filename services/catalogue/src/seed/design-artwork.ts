import type { ThemeMotif, ThemePalette } from '@undangan/contracts';
import type { DesignArtwork, InvitationHost, SeedDesign } from './catalogue-seed';

const WIDTH = 600;
const HEIGHT = 900;
const CENTRE_X = WIDTH / 2;
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";

const DAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** Code points XML 1.0 allows at all; the others cannot even be written as references. */
function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

/** Escapes text for XML and HTML content and quoted attributes alike. */
export function escapeMarkup(value: string): string {
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    if (!isXmlChar(cp)) continue;
    switch (ch) {
      case '&':
        out += '&amp;';
        break;
      case '<':
        out += '&lt;';
        break;
      case '>':
        out += '&gt;';
        break;
      case '"':
        out += '&quot;';
        break;
      case "'":
        out += '&#39;';
        break;
      default:
        out += ch;
    }
  }
  return out;
}

/** 'Sabtu, 14 November 2026' from '2026-11-14', independent of the machine's locale data. */
export function formatIndonesianDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (
    !match ||
    !date ||
    date.getUTCDate() !== Number(match[3]) ||
    date.getUTCMonth() !== Number(match[2]) - 1
  ) {
    throw new Error(`Invalid invitation date: ${isoDate}`);
  }
  return `${DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

interface Colours extends ThemePalette {
  /** The motif colour faded into the background, for shadows of the ornament. */
  soft: string;
  /** The motif colour darkened towards the text colour, for stems and outlines. */
  deep: string;
}

type Rgb = [number, number, number];

function parseColour(value: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (!match) throw new Error(`Invalid palette colour: ${value}`);
  const hex = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/** The colour t of the way from a to b. */
function mix(a: string, b: string, t: number): string {
  const from = parseColour(a);
  const to = parseColour(b);
  return `#${from
    .map((v, i) =>
      Math.round(v + (to[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function normaliseColour(value: string): string {
  return `#${parseColour(value)
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

function coloursOf(palette: ThemePalette): Colours {
  const checked: ThemePalette = {
    background: normaliseColour(palette.background),
    surface: normaliseColour(palette.surface),
    primary: normaliseColour(palette.primary),
    accent: normaliseColour(palette.accent),
    text: normaliseColour(palette.text),
  };
  return {
    ...checked,
    soft: mix(checked.primary, checked.background, 0.55),
    deep: mix(checked.primary, checked.text, 0.45),
  };
}

/** Deterministic per design, so a rebuild produces byte-identical files. */
function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ (ch.codePointAt(0) ?? 0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const num = (v: number): string => String(Math.round(v * 10) / 10);

interface MotifContext {
  c: Colours;
  /** Prefix for ids in <defs>, unique per design. */
  uid: string;
  random: () => number;
  art: DesignArtwork;
}

interface MotifArt {
  defs?: string;
  /** Drawn before the text. */
  back: string;
  /** Drawn over the text. */
  front?: string;
  /** Widest line the text may use, centred. */
  textWidth?: number;
  /** Moves the text block down when the ornament needs more room at the top. */
  textShift?: number;
}

function leaf(
  x: number,
  y: number,
  length: number,
  width: number,
  angle: number,
  fill: string,
  opacity = 1,
): string {
  const half = num(length / 2);
  return (
    `<path d="M0 0Q${half} ${num(-width)} ${num(length)} 0Q${half} ${num(width)} 0 0Z" ` +
    `transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)})" fill="${fill}"` +
    (opacity < 1 ? ` opacity="${opacity}"` : '') +
    '/>'
  );
}

function blossom(
  x: number,
  y: number,
  radius: number,
  petals: number,
  petalFill: string,
  centreFill: string,
  rotation = 0,
  opacity = 1,
): string {
  const parts: string[] = [];
  for (let i = 0; i < petals; i++) {
    parts.push(
      `<ellipse cx="0" cy="${num(-radius * 0.55)}" rx="${num(radius * 0.36)}" ry="${num(radius * 0.55)}" ` +
        `transform="rotate(${num((i * 360) / petals)})"/>`,
    );
  }
  return (
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(rotation)})"${opacity < 1 ? ` opacity="${opacity}"` : ''}>` +
    `<g fill="${petalFill}">${parts.join('')}</g><circle r="${num(radius * 0.22)}" fill="${centreFill}"/></g>`
  );
}

/** A rose seen from above: a disc with a spiral of half-circles of shrinking radius. */
function rose(x: number, y: number, r: number, fill: string, shade: string): string {
  const radii = [0.7, 0.55, 0.4, 0.25].map((k) => k * r);
  let cursor = -radii[0];
  let d = `M${num(cursor)} 0`;
  radii.forEach((radius, i) => {
    const next = i % 2 === 0 ? cursor + 2 * radius : cursor - 2 * radius;
    d += `A${num(radius)} ${num(radius)} 0 0 1 ${num(next)} 0`;
    cursor = next;
  });
  return (
    `<g transform="translate(${num(x)} ${num(y)})"><circle r="${num(r)}" fill="${fill}"/>` +
    `<circle r="${num(r * 0.86)}" fill="none" stroke="${shade}" stroke-width="1.5" opacity="0.45"/>` +
    `<path d="${d}" fill="none" stroke="${shade}" stroke-width="${num(Math.max(1.5, r / 12))}" stroke-linecap="round"/></g>`
  );
}

const mirrored = (content: string): string =>
  `<g transform="translate(${WIDTH} 0) scale(-1 1)">${content}</g>`;
const turned = (content: string): string =>
  `<g transform="rotate(180 ${CENTRE_X} ${HEIGHT / 2})">${content}</g>`;
const placed = (x: number, y: number, scale: number, content: string): string =>
  `<g transform="translate(${num(x)} ${num(y)}) scale(${scale})">${content}</g>`;

function roses({ c }: MotifContext): MotifArt {
  const cluster =
    leaf(0, 0, 120, 22, 8, c.primary) +
    leaf(0, 0, 130, 24, 52, c.deep) +
    leaf(0, 0, 105, 20, 82, c.primary) +
    leaf(8, 8, 85, 16, -14, c.soft) +
    leaf(6, 6, 95, 18, 104, c.soft) +
    leaf(40, 40, 70, 14, 30, c.deep, 0.8) +
    rose(58, 50, 32, c.accent, mix(c.accent, c.text, 0.45)) +
    rose(18, 100, 22, mix(c.accent, c.background, 0.35), mix(c.accent, c.text, 0.35)) +
    rose(104, 18, 20, mix(c.accent, c.background, 0.5), mix(c.accent, c.text, 0.35)) +
    [
      [92, 72],
      [70, 98],
      [130, 48],
      [40, 128],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${c.surface}" stroke="${c.soft}"/>`)
      .join('');
  return {
    back:
      `<rect x="36" y="36" width="528" height="828" rx="18" fill="${c.surface}" stroke="${c.primary}" ` +
      `stroke-opacity="0.45" stroke-width="2"/>` +
      `<rect x="50" y="50" width="500" height="800" rx="12" fill="none" stroke="${c.soft}" stroke-dasharray="2 7"/>`,
    front:
      placed(22, 22, 1, cluster) +
      turned(placed(22, 22, 1, cluster)) +
      mirrored(placed(30, 30, 0.55, cluster)) +
      turned(mirrored(placed(30, 30, 0.55, cluster))),
  };
}

function gunungan({ c }: MotifContext): MotifArt {
  const branches: string[] = [];
  for (let k = 0; k < 5; k++) {
    const y = 196 - k * 26;
    const reach = 62 - k * 10;
    for (const side of [1, -1]) {
      branches.push(
        `<path d="M0 ${y}Q${num(side * reach * 0.5)} ${y - 22} ${num(side * reach)} ${y - 12}" fill="none" ` +
          `stroke="${c.primary}" stroke-width="2.5" stroke-linecap="round"/>` +
          `<circle cx="${num(side * reach)}" cy="${y - 12}" r="4" fill="${c.accent}"/>`,
      );
    }
  }
  const mountain =
    `<path d="M0 34C36 68 90 140 100 236L-100 236C-90 140-36 68 0 34Z" fill="${c.primary}"/>` +
    `<path d="M0 60C28 90 74 152 82 226L-82 226C-74 152-28 90 0 60Z" fill="${c.surface}"/>` +
    `<path d="M0 224V78" stroke="${c.primary}" stroke-width="4"/>` +
    branches.join('') +
    `<rect x="-28" y="196" width="56" height="30" fill="${c.primary}"/>` +
    `<path d="M0 200V226M-20 206H20" stroke="${c.surface}" stroke-width="2"/>` +
    `<rect x="-112" y="236" width="224" height="8" rx="4" fill="${c.accent}"/>`;
  const tumpal: string[] = [];
  for (let x = 44; x + 40 <= 556; x += 43) {
    tumpal.push(
      `<path d="M${x} 852L${x + 20} 796L${x + 40} 852Z" fill="${c.primary}"/>` +
        `<path d="M${x + 10} 852L${x + 20} 822L${x + 30} 852Z" fill="${c.accent}"/>`,
    );
  }
  const kawungFlower = (x: number, y: number): string =>
    `<g transform="translate(${x} ${y}) rotate(45)" fill="${c.accent}">` +
    '<ellipse cy="-11" rx="6" ry="10"/><ellipse cy="11" rx="6" ry="10"/>' +
    '<ellipse cx="-11" rx="10" ry="6"/><ellipse cx="11" rx="10" ry="6"/></g>';
  return {
    back:
      `<rect x="22" y="22" width="556" height="856" fill="none" stroke="${c.primary}" stroke-width="3"/>` +
      `<rect x="34" y="34" width="532" height="832" fill="none" stroke="${c.primary}" stroke-width="1"/>` +
      `<path d="M44 780H556M44 786H556" stroke="${c.primary}" stroke-width="1.2"/>` +
      tumpal.join(''),
    front:
      placed(CENTRE_X, 0, 1, mountain) +
      [
        [66, 66],
        [534, 66],
        [66, 740],
        [534, 740],
      ]
        .map(([x, y]) => kawungFlower(x, y))
        .join(''),
    textShift: 22,
  };
}

function artDeco({ c }: MotifContext): MotifArt {
  const fan = (cx: number, cy: number, long: number, short: number, direction: 1 | -1): string => {
    const rays: string[] = [];
    for (let i = 0; i <= 16; i++) {
      const angle = Math.PI + (i * Math.PI) / 16;
      const r = i % 2 === 0 ? long : short;
      rays.push(
        `M${num(cx)} ${num(cy)}L${num(cx + Math.cos(angle) * r)} ${num(cy + direction * Math.sin(angle) * r)}`,
      );
    }
    const arc = (r: number): string =>
      `M${num(cx - r)} ${num(cy)}A${r} ${r} 0 0 ${direction === 1 ? 1 : 0} ${num(cx + r)} ${num(cy)}`;
    return (
      `<path d="${rays.join('')}" stroke="${c.primary}" stroke-width="1.3"/>` +
      `<path d="${arc(long * 0.42)}${arc(long * 0.3)}" fill="none" stroke="${c.accent}" stroke-width="1.2"/>` +
      `<path d="${arc(long * 0.19)}Z" fill="${c.primary}"/>`
    );
  };
  const steps =
    `<path d="M36 112H60V88H86V62H112V36" fill="none" stroke="${c.primary}" stroke-width="2"/>` +
    `<path d="M48 124H72V100H98V74H124V48" fill="none" stroke="${c.accent}" stroke-width="0.8"/>`;
  const side = (x: number): string =>
    `<path d="M${x} 300V420M${x} 480V600" stroke="${c.primary}" stroke-width="1"/>` +
    `<path d="M${x} 436L${x + 12} 450L${x} 464L${x - 12} 450Z" fill="${c.accent}"/>`;
  return {
    back:
      `<rect x="26" y="26" width="548" height="848" fill="none" stroke="${c.primary}" stroke-width="1.6"/>` +
      `<rect x="36" y="36" width="528" height="828" fill="none" stroke="${c.primary}" stroke-width="0.8"/>` +
      `<rect x="84" y="236" width="432" height="470" fill="${c.surface}" opacity="0.55"/>` +
      fan(CENTRE_X, 200, 140, 108, 1) +
      fan(CENTRE_X, 846, 78, 58, 1),
    front:
      steps +
      mirrored(steps) +
      turned(steps) +
      turned(mirrored(steps)) +
      side(56) +
      side(WIDTH - 56) +
      `<path d="M186 846H414" stroke="${c.primary}" stroke-width="1.2"/>`,
  };
}

function sakura({ c, random }: MotifContext): MotifArt {
  const bark = mix(c.primary, c.text, 0.55);
  const branch =
    `<path d="M-10 150C80 120 150 70 240 60C290 55 330 30 370 0" fill="none" stroke="${bark}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M140 86C160 110 170 130 166 160" fill="none" stroke="${bark}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M240 60C262 80 290 90 322 88" fill="none" stroke="${bark}" stroke-width="3" stroke-linecap="round"/>` +
    [
      [60, 128, 22],
      [120, 98, 26],
      [186, 72, 20],
      [252, 56, 24],
      [302, 38, 18],
      [166, 152, 18],
      [320, 88, 16],
    ]
      .map(([x, y, r], i) =>
        blossom(x, y, r, 5, i % 2 ? c.accent : mix(c.accent, c.surface, 0.35), c.primary, i * 17),
      )
      .join('') +
    [
      [214, 50],
      [352, 18],
      [94, 124],
      [282, 84],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${c.primary}"/>`)
      .join('');
  const petals: string[] = [];
  for (let i = 0; i < 16; i++) {
    const x = i % 2 === 0 ? 40 + random() * 60 : 500 + random() * 60;
    const y = 220 + random() * 520;
    petals.push(
      `<ellipse cx="0" cy="0" rx="4.5" ry="7.5" fill="${c.accent}" opacity="${num(0.45 + random() * 0.4)}" ` +
        `transform="translate(${num(x)} ${num(y)}) rotate(${num(random() * 180)})"/>`,
    );
  }
  return {
    back:
      `<rect x="30" y="30" width="540" height="840" rx="26" fill="${c.surface}" opacity="0.7"/>` +
      `<rect x="44" y="44" width="512" height="812" rx="20" fill="none" stroke="${c.accent}" stroke-width="1.2"/>` +
      petals.join(''),
    front: branch + turned(placed(0, 0, 0.8, branch)),
  };
}

function wheat({ c }: MotifContext): MotifArt {
  const ear = (x: number, y: number, length: number, angle: number): string => {
    const grains: string[] = [];
    for (let i = 0; i < 6; i++) {
      const gy = -length * 0.45 - i * 11;
      grains.push(
        `<ellipse cx="-5" cy="${num(gy)}" rx="4.5" ry="9" transform="rotate(-24 -5 ${num(gy)})"/>` +
          `<ellipse cx="5" cy="${num(gy)}" rx="4.5" ry="9" transform="rotate(24 5 ${num(gy)})"/>`,
      );
    }
    const top = -length * 0.45 - 6 * 11;
    return (
      `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)})">` +
      `<path d="M0 0V${num(top)}" stroke="${c.primary}" stroke-width="2"/>` +
      `<g fill="${c.accent}">${grains.join('')}<ellipse cx="0" cy="${num(top - 4)}" rx="4" ry="9"/></g>` +
      `<path d="M-8 ${num(top + 10)}L-18 ${num(top - 16)}M8 ${num(top + 10)}L18 ${num(top - 16)}M0 ${num(top - 10)}V${num(top - 30)}" ` +
      `stroke="${c.accent}" stroke-width="1"/></g>`
    );
  };
  const rays: string[] = [];
  for (let i = 1; i < 12; i++) {
    const angle = (i * Math.PI) / 12;
    rays.push(
      `M${num(CENTRE_X + Math.cos(angle) * 70)} ${num(-20 + Math.sin(angle) * 70)}` +
        `L${num(CENTRE_X + Math.cos(angle) * 175)} ${num(-20 + Math.sin(angle) * 175)}`,
    );
  }
  const bouquet =
    [-34, -17, 0, 17, 34].map((angle, i) => ear(CENTRE_X, 872, 128 - Math.abs(i - 2) * 10, angle)).join('') +
    `<path d="M300 836C276 812 252 824 260 842C266 855 288 848 300 836ZM300 836C324 812 348 824 340 842C334 855 312 848 300 836Z" fill="${c.primary}"/>` +
    `<path d="M300 836L282 874L292 871L300 846L308 871L318 874Z" fill="${c.deep}"/>` +
    `<circle cx="300" cy="836" r="7" fill="${c.deep}"/>`;
  return {
    back:
      `<circle cx="300" cy="-20" r="58" fill="${c.accent}" opacity="0.3"/>` +
      `<path d="${rays.join('')}" stroke="${c.accent}" stroke-width="2" stroke-linecap="round" opacity="0.6"/>` +
      `<rect x="30" y="30" width="540" height="840" rx="28" fill="none" stroke="${c.primary}" stroke-width="1.6"/>` +
      `<rect x="42" y="42" width="516" height="816" rx="22" fill="none" stroke="${c.accent}" stroke-dasharray="2 6"/>`,
    front: bouquet + ear(64, 250, 90, 28) + mirrored(ear(64, 250, 90, 28)),
  };
}

/** Leaves along a quadratic curve, alternating sides, turned along the stem. */
function stem(
  from: [number, number],
  control: [number, number],
  to: [number, number],
  leaves: number,
  colours: string[],
): string {
  const point = (t: number, i: 0 | 1): number =>
    (1 - t) ** 2 * from[i] + 2 * (1 - t) * t * control[i] + t ** 2 * to[i];
  const tangent = (t: number, i: 0 | 1): number =>
    2 * (1 - t) * (control[i] - from[i]) + 2 * t * (to[i] - control[i]);
  const parts = [
    `<path d="M${from.join(' ')}Q${control.join(' ')} ${to.join(' ')}" fill="none" stroke="${colours[0]}" stroke-width="2.2"/>`,
  ];
  for (let k = 1; k <= leaves; k++) {
    const t = k / (leaves + 1);
    const angle = (Math.atan2(tangent(t, 1), tangent(t, 0)) * 180) / Math.PI;
    const side = k % 2 === 0 ? 1 : -1;
    const size = 16 - (k / leaves) * 5;
    parts.push(
      `<ellipse cx="0" cy="${num(side * size * 0.95)}" rx="${num(size)}" ry="${num(size * 0.72)}" ` +
        `fill="${colours[k % colours.length]}" transform="translate(${num(point(t, 0))} ${num(point(t, 1))}) rotate(${num(angle)})"/>`,
    );
  }
  return parts.join('');
}

function eucalyptus({ c }: MotifContext): MotifArt {
  const tones = [c.primary, c.accent, c.soft, c.deep];
  const corner =
    stem([-10, 250], [70, 70], [270, -10], 11, tones) +
    stem([0, 110], [110, 110], [190, 200], 6, tones.slice(1));
  return {
    back:
      `<rect x="34" y="34" width="532" height="832" fill="${c.surface}" opacity="0.8"/>` +
      `<rect x="48" y="48" width="504" height="804" fill="none" stroke="${c.primary}" stroke-width="1"/>`,
    front:
      corner +
      mirrored(placed(0, 0, 0.85, corner)) +
      stem([300, 880], [200, 880], [110, 790], 9, tones) +
      stem([300, 880], [400, 880], [490, 790], 9, tones) +
      `<circle cx="300" cy="872" r="7" fill="${c.deep}"/>`,
  };
}

function megaMendung({ c }: MotifContext): MotifArt {
  const bubbles: Array<[number, number, number]> = [
    [0, 0, 40],
    [46, -16, 50],
    [96, 0, 40],
    [28, 22, 34],
    [70, 22, 34],
  ];
  const layers = [
    c.primary,
    mix(c.primary, c.accent, 0.5),
    c.accent,
    mix(c.accent, c.background, 0.5),
    c.background,
  ];
  const cloud = (x: number, y: number, scale: number): string => {
    const rings = layers
      .map((fill, k) => {
        const circles = bubbles
          .filter(([, , r]) => r - k * 8 > 0)
          .map(([bx, by, r]) => `<circle cx="${bx}" cy="${by}" r="${r - k * 8}"/>`)
          .join('');
        return `<g fill="${fill}">${circles}</g>`;
      })
      .join('');
    return placed(x, y, scale, rings);
  };
  return {
    back:
      `<rect x="24" y="24" width="552" height="852" fill="none" stroke="${c.primary}" stroke-opacity="0.35"/>` +
      cloud(-30, 42, 1.3) +
      cloud(170, 10, 1.1) +
      cloud(360, 48, 1.2) +
      cloud(520, 14, 1.2) +
      cloud(76, 150, 0.8) +
      cloud(440, 160, 0.8) +
      cloud(-10, 860, 1.2) +
      cloud(200, 884, 1.1) +
      cloud(410, 862, 1.2) +
      cloud(120, 772, 0.7) +
      cloud(470, 782, 0.7),
  };
}

function bohoArch({ c, random }: MotifContext): MotifArt {
  const rainbow = (cx: number, cy: number, radii: number[]): string =>
    radii
      .map(
        (r, i) =>
          `<path d="M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx + r} ${cy}" fill="none" ` +
          `stroke="${[c.primary, c.accent, c.soft][i % 3]}" stroke-width="18"/>`,
      )
      .join('');
  const sunRays: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    sunRays.push(
      `M${num(510 + Math.cos(a) * 44)} ${num(120 + Math.sin(a) * 44)}L${num(510 + Math.cos(a) * 58)} ${num(120 + Math.sin(a) * 58)}`,
    );
  }
  const dots: string[] = [];
  for (let i = 0; i < 22; i++) {
    const x = i % 2 === 0 ? 20 + random() * 80 : 500 + random() * 80;
    dots.push(
      `<circle cx="${num(x)}" cy="${num(200 + random() * 520)}" r="${num(2 + random() * 3)}" fill="${c.primary}" opacity="0.35"/>`,
    );
  }
  return {
    back:
      dots.join('') +
      `<path d="M120 780V330A180 180 0 0 1 480 330V780Z" fill="${c.surface}" stroke="${c.primary}" stroke-width="2"/>` +
      `<path d="M133 767V330A167 167 0 0 1 467 330V767Z" fill="none" stroke="${c.accent}"/>` +
      `<circle cx="510" cy="120" r="32" fill="${c.accent}"/>` +
      `<path d="${sunRays.join('')}" stroke="${c.accent}" stroke-width="3" stroke-linecap="round"/>`,
    front:
      rainbow(64, 900, [118, 92, 66]) +
      rainbow(548, 900, [80, 58]) +
      leaf(120, 780, 70, 13, -120, c.deep) +
      leaf(120, 780, 60, 11, -150, c.primary) +
      leaf(480, 780, 70, 13, -60, c.deep) +
      leaf(480, 780, 60, 11, -30, c.primary),
    textWidth: 300,
  };
}

function dove({ c, random }: MotifContext): MotifArt {
  const rays: string[] = [];
  for (let i = 0; i < 7; i++) {
    const spread = (i - 3) * 70;
    rays.push(`<path d="M300 -40L${300 + spread - 22} 330L${300 + spread + 22} 330Z"/>`);
  }
  const outline = `stroke="${c.primary}" stroke-width="2" stroke-linejoin="round"`;
  const bird =
    `<path d="M290 150C280 95 255 70 215 58C235 95 248 128 268 160Z" fill="${mix(c.primary, c.surface, 0.65)}"/>` +
    `<path d="M236 168L188 190L200 172L184 160Z" fill="${c.surface}" ${outline}/>` +
    `<path d="M230 170C260 150 320 140 352 136C368 135 374 150 362 160C340 182 280 190 230 170Z" fill="${c.surface}" ${outline}/>` +
    `<path d="M300 152C300 95 285 60 250 40C268 85 272 125 282 162Z" fill="${c.surface}" ${outline}/>` +
    `<circle cx="356" cy="146" r="2.4" fill="${c.text}"/>` +
    `<path d="M367 144L384 150L366 155Z" fill="${c.accent}"/>` +
    `<path d="M380 152C396 160 406 174 410 192" fill="none" stroke="${c.primary}" stroke-width="2"/>` +
    leaf(390, 158, 18, 5, 20, c.primary) +
    leaf(399, 168, 18, 5, 110, c.primary) +
    leaf(405, 180, 16, 5, 30, c.primary) +
    `<ellipse cx="411" cy="195" rx="4" ry="5.5" fill="${c.accent}"/>`;
  const wave = (y: number, opacity: number): string =>
    `<path d="M0 ${y}Q75 ${y - 28} 150 ${y}T300 ${y}T450 ${y}T600 ${y}V900H0Z" fill="${c.primary}" opacity="${opacity}"/>`;
  const drops: string[] = [];
  for (let i = 0; i < 8; i++) {
    const x = i % 2 === 0 ? 60 + random() * 50 : 490 + random() * 50;
    const y = 260 + random() * 420;
    drops.push(
      `<path d="M${num(x)} ${num(y)}C${num(x + 6)} ${num(y + 10)} ${num(x + 7)} ${num(y + 16)} ${num(x)} ${num(y + 18)}` +
        `C${num(x - 7)} ${num(y + 16)} ${num(x - 6)} ${num(y + 10)} ${num(x)} ${num(y)}Z" fill="${c.accent}" opacity="0.55"/>`,
    );
  }
  return {
    back:
      `<g fill="${c.surface}" opacity="0.7">${rays.join('')}</g>` +
      `<rect x="28" y="28" width="544" height="844" rx="22" fill="none" stroke="${c.accent}" stroke-width="1.2"/>` +
      drops.join(''),
    front: bird + wave(812, 0.22) + wave(840, 0.35) + wave(868, 0.6),
  };
}

function initialOf(host: InvitationHost | undefined): string {
  const first = [...(host?.nickname ?? '').trim()][0] ?? '';
  return first.toUpperCase();
}

function monoline({ c, art }: MotifContext): MotifArt {
  const [first, second] = art.hosts;
  const letters = second
    ? `<text x="276" y="178" text-anchor="middle" font-family="${SERIF}" font-size="36" fill="${c.primary}">${escapeMarkup(initialOf(first))}</text>` +
      `<text x="324" y="178" text-anchor="middle" font-family="${SERIF}" font-size="36" fill="${c.primary}">${escapeMarkup(initialOf(second))}</text>` +
      `<path d="M300 136V194" stroke="${c.accent}"/>`
    : `<text x="300" y="178" text-anchor="middle" font-family="${SERIF}" font-size="40" fill="${c.primary}">${escapeMarkup(initialOf(first))}</text>`;
  const mark = (x: number, y: number): string =>
    `<rect x="${x - 5}" y="${y - 5}" width="10" height="10" transform="rotate(45 ${x} ${y})" fill="${c.background}" stroke="${c.primary}"/>`;
  return {
    back:
      `<rect x="40" y="40" width="520" height="820" fill="none" stroke="${c.primary}" stroke-width="1.2"/>` +
      `<rect x="52" y="52" width="496" height="796" fill="none" stroke="${c.accent}" stroke-width="0.6"/>` +
      `<circle cx="300" cy="165" r="54" fill="none" stroke="${c.primary}"/>` +
      `<circle cx="300" cy="165" r="48" fill="none" stroke="${c.accent}" stroke-width="0.6"/>` +
      letters +
      `<path d="M236 790H364" stroke="${c.primary}" stroke-width="0.8"/><circle cx="300" cy="790" r="3" fill="${c.primary}"/>`,
    front: mark(40, 40) + mark(560, 40) + mark(40, 860) + mark(560, 860),
  };
}

function watercolor({ c, uid, random }: MotifContext): MotifArt {
  const blobs = (spots: Array<[number, number, number, string, number]>): string =>
    spots
      .map(([x, y, r, fill, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${o}"/>`)
      .join('');
  const corner: Array<[number, number, number, string, number]> = [
    [60, 60, 96, c.accent, 0.9],
    [170, 30, 62, c.primary, 0.5],
    [20, 190, 76, c.accent, 0.75],
    [196, 126, 42, c.primary, 0.4],
    [110, 150, 50, c.soft, 0.6],
  ];
  const flowers =
    blossom(96, 92, 34, 5, c.surface, c.primary, 10, 0.92) +
    blossom(160, 62, 22, 5, c.surface, c.primary, 40, 0.85) +
    blossom(50, 160, 24, 5, c.surface, c.primary, 25, 0.85) +
    leaf(118, 126, 60, 12, 40, c.primary, 0.8) +
    leaf(70, 120, 50, 10, 100, c.deep, 0.7) +
    leaf(190, 70, 46, 9, -10, c.deep, 0.7);
  const speckles: string[] = [];
  for (let i = 0; i < 18; i++) {
    const nearTop = i % 2 === 0;
    const x = nearTop ? 30 + random() * 230 : 340 + random() * 230;
    const y = nearTop ? 30 + random() * 200 : 670 + random() * 200;
    speckles.push(
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(1 + random() * 2.5)}" fill="${c.primary}" opacity="0.5"/>`,
    );
  }
  return {
    defs:
      `<filter id="${uid}-wash" x="-50%" y="-50%" width="200%" height="200%">` +
      '<feGaussianBlur stdDeviation="18"/></filter>',
    back:
      `<g filter="url(#${uid}-wash)">${blobs(corner)}${turned(blobs(corner))}</g>` +
      `<rect x="30" y="30" width="540" height="840" rx="4" fill="none" stroke="${c.primary}" stroke-opacity="0.6"/>` +
      speckles.join(''),
    front: flowers + turned(flowers),
  };
}

function kawung({ c, uid }: MotifContext): MotifArt {
  const unit = (x: number, y: number): string =>
    `<g transform="translate(${x} ${y})" fill="${c.primary}">` +
    '<ellipse cy="-13" rx="8" ry="12"/><ellipse cy="13" rx="8" ry="12"/>' +
    '<ellipse cx="-13" rx="12" ry="8"/><ellipse cx="13" rx="12" ry="8"/>' +
    `<circle cy="-13" r="2" fill="${c.background}"/><circle cy="13" r="2" fill="${c.background}"/>` +
    `<circle cx="-13" r="2" fill="${c.background}"/><circle cx="13" r="2" fill="${c.background}"/>` +
    `<rect x="-3" y="-3" width="6" height="6" transform="rotate(45)" fill="${c.accent}"/></g>`;
  const band = (y: number): string =>
    `<rect x="30" y="${y}" width="540" height="150" fill="url(#${uid}-kawung)"/>` +
    `<path d="M30 ${y}H570M30 ${y + 150}H570M30 ${y + 6}H570M30 ${y + 144}H570" stroke="${c.primary}" stroke-width="1.5"/>`;
  return {
    defs:
      `<pattern id="${uid}-kawung" width="56" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(45 300 450)">` +
      `<rect width="56" height="56" fill="${c.surface}"/>${unit(28, 28)}${unit(0, 0)}${unit(56, 0)}${unit(0, 56)}${unit(56, 56)}</pattern>`,
    back:
      `<rect x="30" y="30" width="540" height="840" fill="none" stroke="${c.primary}" stroke-width="2"/>` +
      band(30) +
      band(720),
    front:
      `<circle cx="300" cy="180" r="30" fill="${c.background}" stroke="${c.primary}" stroke-width="2"/>${unit(300, 180)}` +
      `<circle cx="300" cy="720" r="30" fill="${c.background}" stroke="${c.primary}" stroke-width="2"/>${unit(300, 720)}`,
  };
}

function balloons({ c, random }: MotifContext): MotifArt {
  const tones = [c.primary, c.accent, mix(c.text, c.background, 0.3), mix(c.primary, c.background, 0.45)];
  const flags: string[] = [];
  for (let i = 0; i < 11; i++) {
    const t = (i + 0.5) / 11;
    const x = (1 - t) ** 2 * -10 + 2 * (1 - t) * t * 300 + t ** 2 * 610;
    const y = (1 - t) ** 2 * 40 + 2 * (1 - t) * t * 140 + t ** 2 * 40;
    const slope = (Math.atan2(2 * (1 - t) * 100 + 2 * t * -100, 620) * 180) / Math.PI;
    flags.push(
      `<path d="M-18 0H18L0 40Z" fill="${tones[i % tones.length]}" transform="translate(${num(x)} ${num(y)}) rotate(${num(slope)})"/>`,
    );
  }
  const balloon = (x: number, y: number, r: number, fill: string): string => {
    const knot = y + r * 1.2;
    const shineX = x - r * 0.35;
    const shineY = y - r * 0.45;
    return (
      `<path d="M${x} ${num(knot)}C${x - 12} ${num(knot + 30)} ${x + 12} ${num(knot + 60)} ${x} ${num(knot + 96)}" ` +
      `fill="none" stroke="${c.text}" stroke-opacity="0.45"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${num(r * 1.2)}" fill="${fill}"/>` +
      `<path d="M${x} ${num(knot - 2)}L${x - 6} ${num(knot + 8)}H${x + 6}Z" fill="${fill}"/>` +
      `<ellipse cx="${num(shineX)}" cy="${num(shineY)}" rx="${num(r * 0.18)}" ry="${num(r * 0.3)}" fill="#ffffff" ` +
      `opacity="0.45" transform="rotate(-25 ${num(shineX)} ${num(shineY)})"/>`
    );
  };
  const confetti: string[] = [];
  for (let i = 0; i < 30; i++) {
    const zone = i % 3;
    const x = zone === 0 ? 40 + random() * 520 : zone === 1 ? 30 + random() * 50 : 520 + random() * 50;
    const y = zone === 0 ? 720 + random() * 150 : 300 + random() * 380;
    if (zone === 0 && x > 190 && x < 410) continue;
    const fill = tones[i % tones.length];
    confetti.push(
      i % 2 === 0
        ? `<rect x="-3" y="-6" width="6" height="12" fill="${fill}" transform="translate(${num(x)} ${num(y)}) rotate(${num(random() * 180)})"/>`
        : `<circle cx="${num(x)}" cy="${num(y)}" r="4" fill="${fill}"/>`,
    );
  }
  let icing = 'M215 815';
  for (let x = 215; x < 385; x += 28) icing += `Q${x + 14} ${833} ${Math.min(x + 28, 385)} 815`;
  const cake =
    `<ellipse cx="300" cy="872" rx="118" ry="10" fill="${c.text}" opacity="0.15"/>` +
    `<rect x="215" y="805" width="170" height="62" rx="8" fill="${c.primary}"/>` +
    `<path d="${icing}V805H215Z" fill="${c.surface}"/>` +
    `<rect x="245" y="762" width="110" height="46" rx="8" fill="${c.accent}"/>` +
    [275, 297, 319]
      .map(
        (x) =>
          `<rect x="${x}" y="734" width="6" height="30" rx="2" fill="${tones[2]}"/>` +
          `<path d="M${x + 3} 714C${x + 9} 724 ${x + 8} 732 ${x + 3} 732C${x - 2} 732 ${x - 3} 724 ${x + 3} 714Z" fill="#f7b733"/>`,
      )
      .join('');
  return {
    back:
      `<path d="M-10 40Q300 140 610 40" fill="none" stroke="${c.text}" stroke-opacity="0.5" stroke-width="1.5"/>` +
      flags.join('') +
      confetti.join(''),
    front:
      balloon(70, 190, 30, tones[0]) +
      balloon(124, 222, 25, tones[1]) +
      balloon(530, 190, 30, tones[2]) +
      balloon(476, 222, 25, tones[3]) +
      cake,
  };
}

const MOTIFS: Record<ThemeMotif, (context: MotifContext) => MotifArt> = {
  roses,
  gunungan,
  'art-deco': artDeco,
  sakura,
  wheat,
  eucalyptus,
  'mega-mendung': megaMendung,
  'boho-arch': bohoArch,
  dove,
  monoline,
  watercolor,
  kawung,
  balloons,
};

/** A font size that keeps a line within width, from an average glyph width of `ratio` em. */
function fitFontSize(text: string, width: number, max: number, ratio: number): number {
  const length = Math.max(1, [...text].length);
  return Math.max(14, Math.min(max, Math.floor(width / (length * ratio))));
}

function svgText(x: number, y: number, content: string, attrs: string): string {
  return `<text x="${x}" y="${y}" text-anchor="middle" ${attrs}>${escapeMarkup(content)}</text>`;
}

function renderTextBlock(art: DesignArtwork, c: Colours, width: number, shift: number): string {
  const lines: string[] = [];
  const nameAttrs = (size: number): string =>
    `font-family="${SERIF}" font-style="italic" font-size="${size}" fill="${c.primary}"`;
  lines.push(
    svgText(
      CENTRE_X,
      262,
      art.headline.toUpperCase(),
      `font-family="${SANS}" font-size="${fitFontSize(art.headline, width, 16, 0.78)}" letter-spacing="4" fill="${c.text}"`,
    ),
  );
  const [first, second] = art.hosts;
  if (second) {
    lines.push(
      svgText(CENTRE_X, 365, first.nickname, nameAttrs(fitFontSize(first.nickname, width, 70, 0.5))),
    );
    lines.push(svgText(CENTRE_X, 430, '&', `font-family="${SERIF}" font-size="40" fill="${c.accent}"`));
    lines.push(
      svgText(CENTRE_X, 500, second.nickname, nameAttrs(fitFontSize(second.nickname, width, 70, 0.5))),
    );
  } else if (first) {
    lines.push(
      svgText(CENTRE_X, 425, first.nickname, nameAttrs(fitFontSize(first.nickname, width, 76, 0.5))),
    );
  }
  if (art.subtitle) {
    lines.push(
      svgText(
        CENTRE_X,
        second ? 545 : 485,
        art.subtitle,
        `font-family="${SERIF}" font-size="${fitFontSize(art.subtitle, width, 22, 0.5)}" fill="${c.text}"`,
      ),
    );
  }
  lines.push(
    `<path d="M${CENTRE_X - 72} 576H${CENTRE_X - 12}M${CENTRE_X + 12} 576H${CENTRE_X + 72}" stroke="${c.primary}"/>` +
      `<rect x="${CENTRE_X - 5}" y="571" width="10" height="10" transform="rotate(45 ${CENTRE_X} 576)" fill="${c.accent}"/>`,
  );
  const date = formatIndonesianDate(art.date);
  lines.push(
    svgText(
      CENTRE_X,
      616,
      date,
      `font-family="${SERIF}" font-size="${fitFontSize(date, width, 22, 0.5)}" fill="${c.text}"`,
    ),
  );
  lines.push(
    svgText(
      CENTRE_X,
      652,
      art.venue,
      `font-family="${SANS}" font-size="${fitFontSize(art.venue, width, 16, 0.55)}" fill="${c.text}" opacity="0.85"`,
    ),
  );
  lines.push(
    svgText(
      CENTRE_X,
      680,
      art.city.toUpperCase(),
      `font-family="${SANS}" font-size="${fitFontSize(art.city, width, 13, 0.9)}" letter-spacing="3" fill="${c.primary}"`,
    ),
  );
  const block = lines.join('\n');
  return shift ? `<g transform="translate(0 ${shift})">\n${block}\n</g>` : block;
}

function hostNames(art: DesignArtwork): string {
  return art.hosts.map((h) => h.nickname).join(' & ');
}

function renderCard(design: SeedDesign): string {
  const art = design.artwork;
  const c = coloursOf(art.palette);
  const uid = `d-${design.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const motif = MOTIFS[art.motif];
  if (!motif) throw new Error(`Unknown design motif: ${String(art.motif)}`);
  const drawn = motif({ c, uid, random: seededRandom(design.id), art });
  const title = `${design.name}: ${art.headline} ${hostNames(art)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" ` +
      `role="img" aria-labelledby="${uid}-title">`,
    `<title id="${uid}-title">${escapeMarkup(title)}</title>`,
    `<defs>${drawn.defs ?? ''}</defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.background}"/>`,
    drawn.back,
    renderTextBlock(art, c, drawn.textWidth ?? 420, drawn.textShift ?? 0),
    drawn.front ?? '',
    '</svg>',
  ]
    .filter((part) => part.length > 0)
    .join('\n');
}

/** The gallery preview of a design: a portrait invitation card, 600x900, as a standalone SVG file. */
export function renderDesignPreviewSvg(design: SeedDesign): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderCard(design)}\n`;
}
