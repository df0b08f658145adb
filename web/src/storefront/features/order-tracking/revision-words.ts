import { REVISION_KIND_NAMES, type RevisionAllowance, type RevisionView } from '@undangan/contracts';
import { formatPrice } from '@/shared/format/format';

/** What a kind of revision costs the couple now, in a line: "Foto: 1 gratis, terpakai 1; berikutnya Rp 20.000". */
export function allowanceText(allowance: RevisionAllowance): string {
  const name = REVISION_KIND_NAMES[allowance.kind];
  if (allowance.free === null) return `${name}: gratis, tanpa batas`;
  const free =
    allowance.free === 0
      ? 'tidak ada yang gratis'
      : `${allowance.free} kali gratis, terpakai ${Math.min(allowance.used, allowance.free)}`;
  const next =
    allowance.next_price === 0
      ? 'berikutnya gratis'
      : allowance.next_price === null
        ? 'berikutnya: hubungi kami untuk harganya'
        : `berikutnya ${formatPrice(allowance.next_price)}`;
  return `${name}: ${free}; ${next}`;
}

/** What the couple is told after asking. */
export function askedText(revision: RevisionView): string {
  return revision.free
    ? 'Permintaan revisi diterima dan masuk antrean tim kami.'
    : `Revisi ini berbayar ${formatPrice(revision.price)}. Tekan “Bayar Revisi” untuk membayarnya melalui keranjang.`;
}
