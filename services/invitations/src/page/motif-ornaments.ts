import type { ThemeMotif } from '@undangan/contracts';
import { mixColours } from './colours';

// Each design's motif drawn small for its page, echoing the seed artwork's idea
// (catalogue's design-artwork.ts): a divider under each heading (240x40) and an ornament for the
// cover's corners (120x120, its top-left; the page turns it for the opposite corner). Drawn from
// the palette only, so nothing of the couple's ever reaches this markup.

export interface OrnamentColours {
  background: string;
  surface: string;
  primary: string;
  accent: string;
  text: string;
}

/** Two standalone SVG documents: what CSS draws as background images. */
export interface MotifOrnament {
  divider: string;
  corner: string;
}

interface Tones extends OrnamentColours {
  /** The motif colour faded into the background. */
  soft: string;
  /** The motif colour darkened towards the text colour. */
  deep: string;
  /** The accent faded halfway into the background. */
  pale: string;
}

const n = (v: number): string => String(Math.round(v * 10) / 10);
const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${body}</svg>`;

function leaf(x: number, y: number, length: number, width: number, angle: number, fill: string): string {
  const half = n(length / 2);
  return (
    `<path d="M0 0Q${half} ${n(-width)} ${n(length)} 0Q${half} ${n(width)} 0 0Z" ` +
    `transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" fill="${fill}"/>`
  );
}

function blossom(x: number, y: number, r: number, fill: string, centre: string, turn = 0): string {
  const petals = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<ellipse cy="${n(-r * 0.55)}" rx="${n(r * 0.36)}" ry="${n(r * 0.55)}" transform="rotate(${a})"/>`,
    )
    .join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${turn})"><g fill="${fill}">${petals}</g>` +
    `<circle r="${n(r * 0.22)}" fill="${centre}"/></g>`
  );
}

/** A rose from above: a disc with a spiral of shrinking half-circles. */
function rose(x: number, y: number, r: number, fill: string, shade: string): string {
  let cursor = -0.7 * r;
  let d = `M${n(cursor)} 0`;
  [0.7, 0.55, 0.4, 0.25].forEach((k, i) => {
    const next = cursor + (i % 2 === 0 ? 2 : -2) * k * r;
    d += `A${n(k * r)} ${n(k * r)} 0 0 1 ${n(next)} 0`;
    cursor = next;
  });
  return (
    `<g transform="translate(${n(x)} ${n(y)})"><circle r="${n(r)}" fill="${fill}"/>` +
    `<path d="${d}" fill="none" stroke="${shade}" stroke-width="${n(Math.max(1, r / 9))}" stroke-linecap="round"/></g>`
  );
}

/** The divider's two rules either side of its centre piece, each ending in a dot. */
function rules(c: Tones, gap: number, y = 20): string {
  return (
    `<path d="M14 ${y}H${120 - gap}M${120 + gap} ${y}H226" stroke="${c.primary}" stroke-width="1"/>` +
    `<circle cx="10" cy="${y}" r="2.5" fill="${c.accent}"/><circle cx="230" cy="${y}" r="2.5" fill="${c.accent}"/>`
  );
}

/** The corner's frame: two thin lines along its edges. */
const frame = (c: Tones, inset: number) =>
  `<path d="M${inset} 120V${inset}H120" fill="none" stroke="${c.primary}" stroke-width="1"/>`;

function roses(c: Tones): MotifOrnament {
  const shade = mixColours(c.accent, c.text, 0.4);
  return {
    divider: svg(
      240,
      40,
      rules(c, 44) +
        leaf(120, 20, 34, 7, 196, c.primary) +
        leaf(120, 20, 34, 7, -16, c.primary) +
        leaf(120, 22, 24, 5, 150, c.deep) +
        leaf(120, 22, 24, 5, 30, c.deep) +
        rose(120, 20, 10, c.accent, shade) +
        rose(97, 24, 5, c.pale, shade) +
        rose(143, 24, 5, c.pale, shade),
    ),
    corner: svg(
      120,
      120,
      leaf(4, 4, 74, 13, 8, c.primary) +
        leaf(4, 4, 82, 14, 46, c.deep) +
        leaf(4, 4, 70, 12, 84, c.primary) +
        leaf(8, 8, 52, 9, -6, c.soft) +
        leaf(8, 8, 56, 10, 100, c.soft) +
        rose(40, 34, 18, c.accent, shade) +
        rose(12, 66, 12, c.pale, shade) +
        rose(66, 12, 11, c.pale, shade) +
        `<circle cx="62" cy="50" r="3" fill="${c.surface}" stroke="${c.soft}"/>` +
        `<circle cx="46" cy="64" r="3" fill="${c.surface}" stroke="${c.soft}"/>`,
    ),
  };
}

function gunungan(c: Tones): MotifOrnament {
  const kawungFlower = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) rotate(45) scale(${s})" fill="${c.accent}">` +
    '<ellipse cy="-11" rx="6" ry="10"/><ellipse cy="11" rx="6" ry="10"/>' +
    '<ellipse cx="-11" rx="10" ry="6"/><ellipse cx="11" rx="10" ry="6"/></g>';
  const tumpal = (x: number) =>
    `<path d="M${x} 6L${x + 7} 24L${x + 14} 6Z" fill="${c.primary}"/>` +
    `<path d="M${x + 4} 6L${x + 7} 15L${x + 10} 6Z" fill="${c.accent}"/>`;
  const row = [36, 54, 72, 90].map(tumpal).join('');
  return {
    divider: svg(
      240,
      40,
      rules(c, 30, 34) +
        `<path d="M120 1C130 9 139 22 141 34H99C101 22 110 9 120 1Z" fill="${c.primary}"/>` +
        `<path d="M120 8C126 14 133 24 134 31H106C107 24 114 14 120 8Z" fill="${c.surface}"/>` +
        `<path d="M120 31V11M120 26L112 20M120 26L128 20M120 19L114 15M120 19L126 15" stroke="${c.primary}" stroke-width="1.5"/>` +
        `<circle cx="112" cy="20" r="1.8" fill="${c.accent}"/><circle cx="128" cy="20" r="1.8" fill="${c.accent}"/>` +
        `<rect x="96" y="34" width="48" height="4" rx="2" fill="${c.accent}"/>`,
    ),
    corner: svg(
      120,
      120,
      `<path d="M2 120V2H120M8 120V8H120" fill="none" stroke="${c.primary}" stroke-width="1.2"/>` +
        row +
        `<g transform="translate(0 120) rotate(-90)">${row}</g>` +
        kawungFlower(22, 22, 0.8),
    ),
  };
}

function artDeco(c: Tones): MotifOrnament {
  const rays: string[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI + (i * Math.PI) / 12;
    const r = i % 2 === 0 ? 30 : 22;
    rays.push(`M120 38L${n(120 + Math.cos(a) * r)} ${n(38 + Math.sin(a) * r)}`);
  }
  const diamond = (x: number, y: number, s: number, fill: string) =>
    `<path d="M${x} ${y - s}L${x + s} ${y}L${x} ${y + s}L${x - s} ${y}Z" fill="${fill}"/>`;
  return {
    divider: svg(
      240,
      40,
      `<path d="M14 34H86M154 34H226M24 38H86M154 38H216" stroke="${c.primary}" stroke-width="1"/>` +
        `<path d="${rays.join('')}" stroke="${c.primary}" stroke-width="1"/>` +
        `<path d="M108 38A12 12 0 0 1 132 38" fill="none" stroke="${c.accent}" stroke-width="1.2"/>` +
        `<path d="M114 38A6 6 0 0 1 126 38Z" fill="${c.primary}"/>` +
        diamond(92, 34, 4, c.accent) +
        diamond(148, 34, 4, c.accent),
    ),
    corner: svg(
      120,
      120,
      `<path d="M4 120V4H120M10 120V10H120" fill="none" stroke="${c.primary}" stroke-width="1"/>` +
        `<path d="M18 84H30V66H48V48H66V30H84V18" fill="none" stroke="${c.primary}" stroke-width="2"/>` +
        `<path d="M24 96H40V76H58V58H76V40H96V24" fill="none" stroke="${c.accent}" stroke-width="1"/>` +
        diamond(18, 18, 6, c.accent),
    ),
  };
}

function sakura(c: Tones): MotifOrnament {
  const bark = mixColours(c.primary, c.text, 0.5);
  return {
    divider: svg(
      240,
      40,
      `<path d="M12 28C52 22 84 14 120 18S190 28 228 16" fill="none" stroke="${bark}" stroke-width="2" stroke-linecap="round"/>` +
        `<path d="M84 16C90 10 96 8 102 8M156 24C162 30 170 32 176 30" fill="none" stroke="${bark}" stroke-width="1.4"/>` +
        blossom(66, 20, 11, c.pale, c.primary, 10) +
        blossom(120, 18, 14, c.accent, c.primary, 30) +
        blossom(176, 24, 11, c.pale, c.primary, 50) +
        `<circle cx="102" cy="8" r="3" fill="${c.accent}"/><circle cx="28" cy="26" r="2.5" fill="${c.primary}"/>` +
        `<circle cx="212" cy="19" r="2.5" fill="${c.primary}"/>`,
    ),
    corner: svg(
      120,
      120,
      `<path d="M-4 84C26 66 52 40 84 -4" fill="none" stroke="${bark}" stroke-width="4" stroke-linecap="round"/>` +
        `<path d="M30 60C44 64 56 74 60 88M52 32C62 30 74 32 84 38" fill="none" stroke="${bark}" stroke-width="2" stroke-linecap="round"/>` +
        blossom(18, 70, 12, c.accent, c.primary, 5) +
        blossom(42, 44, 16, c.pale, c.primary, 25) +
        blossom(68, 16, 12, c.accent, c.primary, 40) +
        blossom(60, 88, 9, c.pale, c.primary, 15) +
        blossom(86, 38, 9, c.accent, c.primary, 60) +
        `<ellipse cx="96" cy="70" rx="2.5" ry="4" fill="${c.accent}" transform="rotate(30 96 70)"/>` +
        `<ellipse cx="24" cy="104" rx="2.5" ry="4" fill="${c.accent}" transform="rotate(-20 24 104)"/>`,
    ),
  };
}

/** An ear of wheat growing from (x, y) towards `angle` (0 is up). */
function ear(c: Tones, x: number, y: number, length: number, angle: number): string {
  const grains: string[] = [];
  for (let i = 0; i < 5; i++) {
    const gy = -length * 0.4 - i * 6;
    grains.push(
      `<ellipse cx="-3" cy="${n(gy)}" rx="2.6" ry="5" transform="rotate(-24 -3 ${n(gy)})"/>` +
        `<ellipse cx="3" cy="${n(gy)}" rx="2.6" ry="5" transform="rotate(24 3 ${n(gy)})"/>`,
    );
  }
  const top = -length * 0.4 - 30;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})">` +
    `<path d="M0 0V${n(top)}" stroke="${c.primary}" stroke-width="1.3"/>` +
    `<g fill="${c.accent}">${grains.join('')}<ellipse cy="${n(top - 2)}" rx="2.4" ry="5"/></g>` +
    `<path d="M-4 ${n(top + 6)}L-10 ${n(top - 10)}M4 ${n(top + 6)}L10 ${n(top - 10)}" stroke="${c.accent}" stroke-width=".7"/></g>`
  );
}

function wheat(c: Tones): MotifOrnament {
  return {
    divider: svg(
      240,
      40,
      `<path d="M14 20H64M176 20H226" stroke="${c.primary}" stroke-width="1"/>` +
        ear(c, 116, 20, 40, -80) +
        ear(c, 124, 20, 40, 80) +
        `<circle cx="120" cy="20" r="4" fill="${c.primary}"/>`,
    ),
    corner: svg(
      120,
      120,
      frame(c, 4) + ear(c, 10, 10, 70, 150) + ear(c, 10, 10, 80, 135) + ear(c, 10, 10, 70, 120),
    ),
  };
}

/** Leaves along a quadratic curve, alternating sides, turned along the stem. */
function stem(
  c: Tones,
  from: [number, number],
  control: [number, number],
  to: [number, number],
  leaves: number,
  size: number,
): string {
  const at = (t: number, i: 0 | 1) => (1 - t) ** 2 * from[i] + 2 * (1 - t) * t * control[i] + t ** 2 * to[i];
  const slope = (t: number, i: 0 | 1) => 2 * (1 - t) * (control[i] - from[i]) + 2 * t * (to[i] - control[i]);
  const tones = [c.primary, c.accent, c.soft, c.deep];
  const parts = [
    `<path d="M${from.join(' ')}Q${control.join(' ')} ${to.join(' ')}" fill="none" stroke="${c.deep}" stroke-width="1.4"/>`,
  ];
  for (let k = 1; k <= leaves; k++) {
    const t = k / (leaves + 1);
    const angle = (Math.atan2(slope(t, 1), slope(t, 0)) * 180) / Math.PI;
    const r = size * (1 - (k / leaves) * 0.35);
    parts.push(
      `<ellipse cy="${n((k % 2 ? -1 : 1) * r * 0.95)}" rx="${n(r)}" ry="${n(r * 0.72)}" fill="${tones[k % 4]}" ` +
        `transform="translate(${n(at(t, 0))} ${n(at(t, 1))}) rotate(${n(angle)})"/>`,
    );
  }
  return parts.join('');
}

function eucalyptus(c: Tones): MotifOrnament {
  return {
    divider: svg(
      240,
      40,
      stem(c, [116, 22], [80, 12], [20, 20], 6, 6) +
        stem(c, [124, 22], [160, 12], [220, 20], 6, 6) +
        `<circle cx="120" cy="22" r="3.5" fill="${c.deep}"/>`,
    ),
    corner: svg(
      120,
      120,
      stem(c, [-4, 110], [14, 14], [110, -4], 9, 9) + stem(c, [0, 56], [40, 50], [56, 92], 4, 7),
    ),
  };
}

function megaMendung(c: Tones): MotifOrnament {
  const layers = [
    c.primary,
    mixColours(c.primary, c.accent, 0.5),
    c.accent,
    mixColours(c.accent, c.background, 0.5),
    c.background,
  ];
  const bubbles: Array<[number, number, number]> = [
    [0, 0, 40],
    [46, -16, 50],
    [96, 0, 40],
    [28, 22, 34],
    [70, 22, 34],
  ];
  const cloud = (x: number, y: number, scale: number) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})">` +
    layers
      .map(
        (fill, k) =>
          `<g fill="${fill}">${bubbles
            .filter(([, , r]) => r - k * 8 > 0)
            .map(([bx, by, r]) => `<circle cx="${bx}" cy="${by}" r="${r - k * 8}"/>`)
            .join('')}</g>`,
      )
      .join('') +
    '</g>';
  return {
    divider: svg(240, 40, rules(c, 34) + cloud(103, 20, 0.24)),
    corner: svg(120, 120, cloud(4, 24, 0.55) + cloud(62, 6, 0.36) + cloud(8, 78, 0.3)),
  };
}

function bohoArch(c: Tones): MotifOrnament {
  const arcs = (cx: number, cy: number, radii: number[], width: number) =>
    radii
      .map(
        (r, i) =>
          `<path d="M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx + r} ${cy}" fill="none" ` +
          `stroke="${[c.primary, c.accent, c.soft][i % 3]}" stroke-width="${width}"/>`,
      )
      .join('');
  const quarter = [74, 60, 46]
    .map(
      (r, i) =>
        `<path d="M${r} 0A${r} ${r} 0 0 1 0 ${r}" fill="none" stroke="${[c.primary, c.accent, c.soft][i]}" stroke-width="10"/>`,
    )
    .join('');
  const sunRays = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M${n(96 + Math.cos(a) * 11)} ${n(94 + Math.sin(a) * 11)}L${n(96 + Math.cos(a) * 16)} ${n(94 + Math.sin(a) * 16)}`;
  }).join('');
  return {
    divider: svg(
      240,
      40,
      rules(c, 32, 34) +
        arcs(120, 36, [24, 17, 10], 4.5) +
        `<circle cx="120" cy="36" r="3" fill="${c.primary}"/>`,
    ),
    corner: svg(
      120,
      120,
      quarter +
        `<circle cx="96" cy="94" r="7" fill="${c.accent}"/>` +
        `<path d="${sunRays}" stroke="${c.accent}" stroke-width="2" stroke-linecap="round"/>`,
    ),
  };
}

function dove(c: Tones): MotifOrnament {
  const outline = `stroke="${c.primary}" stroke-width="9" stroke-linejoin="round"`;
  // The seed's dove with its olive twig, drawn at a sixth of its size.
  const bird =
    `<path d="M290 150C280 95 255 70 215 58C235 95 248 128 268 160Z" fill="${c.soft}"/>` +
    `<path d="M236 168L188 190L200 172L184 160Z" fill="${c.surface}" ${outline}/>` +
    `<path d="M230 170C260 150 320 140 352 136C368 135 374 150 362 160C340 182 280 190 230 170Z" fill="${c.surface}" ${outline}/>` +
    `<path d="M300 152C300 95 285 60 250 40C268 85 272 125 282 162Z" fill="${c.surface}" ${outline}/>` +
    `<path d="M367 144L384 150L366 155Z" fill="${c.accent}"/>` +
    `<path d="M380 152C396 160 406 174 410 192" fill="none" stroke="${c.primary}" stroke-width="8"/>` +
    leaf(390, 158, 22, 7, 20, c.primary) +
    leaf(402, 170, 22, 7, 110, c.primary) +
    `<ellipse cx="411" cy="195" rx="7" ry="9" fill="${c.accent}"/>`;
  const twig =
    `<path d="M6 6C30 40 50 60 92 78" fill="none" stroke="${c.deep}" stroke-width="1.5"/>` +
    [12, 24, 36, 48, 60, 72]
      .map((t, i) => {
        const x = 6 + t * 1.1;
        const y = 6 + t * 0.95 - (t * t) / 260;
        return leaf(x, y, 18, 4.5, i % 2 ? 80 : -10, i % 2 ? c.primary : c.deep);
      })
      .join('') +
    `<ellipse cx="54" cy="70" rx="3.5" ry="4.5" fill="${c.accent}"/><ellipse cx="80" cy="62" rx="3.5" ry="4.5" fill="${c.accent}"/>`;
  return {
    divider: svg(240, 40, rules(c, 28) + `<g transform="translate(83 3) scale(.17)">${bird}</g>`),
    corner: svg(120, 120, frame(c, 3) + twig),
  };
}

function monoline(c: Tones): MotifOrnament {
  const diamond = (x: number, y: number, s: number) =>
    `<path d="M${x} ${y - s}L${x + s} ${y}L${x} ${y + s}L${x - s} ${y}Z" fill="${c.background}" stroke="${c.primary}"/>`;
  return {
    divider: svg(
      240,
      40,
      `<path d="M40 20H108M132 20H200" stroke="${c.primary}" stroke-width=".8"/>` +
        diamond(120, 20, 6) +
        `<circle cx="34" cy="20" r="1.6" fill="${c.accent}"/><circle cx="206" cy="20" r="1.6" fill="${c.accent}"/>`,
    ),
    corner: svg(
      120,
      120,
      `<path d="M14 120V14H120" fill="none" stroke="${c.primary}" stroke-width="1.2"/>` +
        `<path d="M22 120V22H120" fill="none" stroke="${c.accent}" stroke-width=".6"/>` +
        diamond(14, 14, 6),
    ),
  };
}

function watercolor(c: Tones): MotifOrnament {
  const blobs = (spots: Array<[number, number, number, string, number]>) =>
    spots
      .map(([x, y, r, fill, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${o}"/>`)
      .join('');
  return {
    divider: svg(
      240,
      40,
      `<path d="M20 22H94M146 22H220" stroke="${c.soft}" stroke-width="1"/>` +
        blobs([
          [110, 20, 14, c.accent, 0.35],
          [130, 18, 12, c.primary, 0.2],
          [120, 26, 10, c.soft, 0.45],
        ]) +
        leaf(120, 21, 22, 5, 200, c.primary) +
        leaf(120, 21, 22, 5, -20, c.deep) +
        blossom(120, 20, 12, c.surface, c.primary, 12),
    ),
    corner: svg(
      120,
      120,
      blobs([
        [28, 28, 40, c.accent, 0.4],
        [74, 14, 26, c.primary, 0.22],
        [12, 76, 30, c.accent, 0.3],
        [56, 54, 20, c.soft, 0.45],
      ]) +
        leaf(42, 44, 36, 7, 40, c.primary) +
        leaf(28, 40, 30, 6, 100, c.deep) +
        leaf(60, 24, 28, 6, -10, c.deep) +
        blossom(36, 34, 17, c.surface, c.primary, 10) +
        blossom(68, 22, 11, c.surface, c.primary, 40) +
        blossom(20, 62, 11, c.surface, c.primary, 25),
    ),
  };
}

function kawung(c: Tones): MotifOrnament {
  const unit = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})" fill="${c.primary}">` +
    '<ellipse cy="-13" rx="8" ry="12"/><ellipse cy="13" rx="8" ry="12"/>' +
    '<ellipse cx="-13" rx="12" ry="8"/><ellipse cx="13" rx="12" ry="8"/>' +
    `<g fill="${c.background}"><circle cy="-13" r="2"/><circle cy="13" r="2"/><circle cx="-13" r="2"/><circle cx="13" r="2"/></g>` +
    `<rect x="-3" y="-3" width="6" height="6" transform="rotate(45)" fill="${c.accent}"/></g>`;
  return {
    divider: svg(
      240,
      40,
      `<path d="M14 20H86M154 20H226" stroke="${c.primary}" stroke-width="1"/>` +
        unit(98, 20, 0.42) +
        unit(120, 20, 0.6) +
        unit(142, 20, 0.42),
    ),
    corner: svg(
      120,
      120,
      `<path d="M4 120V4H120M12 120V12H120" fill="none" stroke="${c.primary}" stroke-width="1.2"/>` +
        unit(34, 34, 0.8) +
        unit(78, 22, 0.45) +
        unit(22, 78, 0.45),
    ),
  };
}

function balloons(c: Tones): MotifOrnament {
  const tones = [c.primary, c.accent, c.deep, c.soft];
  const flags = Array.from({ length: 9 }, (_, i) => {
    const t = (i + 0.5) / 9;
    const x = 14 + t * 212;
    const y = 6 + 4 * t * (1 - t) * 16;
    return `<path d="M${n(x - 7)} ${n(y)}H${n(x + 7)}L${n(x)} ${n(y + 14)}Z" fill="${tones[i % 4]}"/>`;
  }).join('');
  const balloon = (x: number, y: number, r: number, fill: string) =>
    `<path d="M${x} ${n(y + r * 1.2)}C${x - 6} ${n(y + r * 1.2 + 16)} ${x + 6} ${n(y + r * 1.2 + 32)} ${x} ${n(y + r * 1.2 + 48)}" fill="none" stroke="${c.text}" stroke-opacity=".4"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${n(r * 1.2)}" fill="${fill}"/>` +
    `<ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.45)}" rx="${n(r * 0.16)}" ry="${n(r * 0.28)}" fill="#fff" opacity=".45"/>`;
  return {
    divider: svg(
      240,
      40,
      `<path d="M14 6Q120 38 226 6" fill="none" stroke="${c.text}" stroke-opacity=".45"/>` + flags,
    ),
    corner: svg(
      120,
      120,
      balloon(30, 30, 18, c.primary) + balloon(64, 22, 14, c.accent) + balloon(18, 70, 11, c.deep),
    ),
  };
}

const MOTIFS: Record<ThemeMotif, (tones: Tones) => MotifOrnament> = {
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

/** The motif's divider and corner in the theme's colours; an unknown motif is drawn as monoline. */
export function motifOrnament(motif: ThemeMotif, colours: OrnamentColours): MotifOrnament {
  const tones: Tones = {
    ...colours,
    soft: mixColours(colours.primary, colours.background, 0.55),
    deep: mixColours(colours.primary, colours.text, 0.45),
    pale: mixColours(colours.accent, colours.background, 0.45),
  };
  return (MOTIFS[motif] ?? monoline)(tones);
}
