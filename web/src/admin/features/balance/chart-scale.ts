/** The arithmetic of the revenue chart, apart from its drawing. */

/** Round axis steps: 1, 2, 2.5 or 5 times a power of ten, so the axis reads Rp 0, 250 rb, 500 rb... */
export function niceStep(roughStep: number): number {
  if (!(roughStep > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(roughStep));
  const fraction = roughStep / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The axis values from 0 to at least `max` (and at least Rp 1.000), about `count` steps. */
export function axisTicks(max: number, count = 4): number[] {
  const top = Math.max(max, 1000);
  const step = niceStep(top / count);
  const ticks = [0];
  while (ticks[ticks.length - 1] < top) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}

const decimal = (value: number) => value.toLocaleString('id-ID', { maximumFractionDigits: 1 });

/**
 * An axis or bar value the Indonesian way, short: 'Rp 0', 'Rp 500 rb', 'Rp 1,5 jt', 'Rp 2 M'; a
 * month below zero (more went back than came in) signed as formatRupiah signs it: '-Rp 99 rb'.
 */
export function compactRupiah(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1e9) return `${sign}Rp ${decimal(abs / 1e9)} M`;
  if (abs >= 1e6) return `${sign}Rp ${decimal(abs / 1e6)} jt`;
  if (abs >= 1e3) return `${sign}Rp ${decimal(abs / 1e3)} rb`;
  return `${sign}Rp ${decimal(abs)}`;
}

/** How wide a bar is in its slot: most of it, never thinner than 6 px nor wider than 48 px. */
export function barWidth(slot: number): number {
  return Math.max(Math.min(slot * 0.6, 48), Math.min(6, slot));
}

/** Every how many months a label fits under the bars (each label needs about `labelWidth` px). */
export function labelEvery(slot: number, labelWidth = 34): number {
  return Math.max(1, Math.ceil(labelWidth / Math.max(slot, 1)));
}
