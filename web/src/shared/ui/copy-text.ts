/** PRODUCT.md section 8's words, for a payment code or virtual account number. */
export const COPIED_MESSAGE = 'Kode berhasil disalin ke clipboard!';
export const COPY_FAILED_MESSAGE = 'Gagal menyalin. Silakan tekan lama lalu salin secara manual.';

/** What a copy of an amount says: the exact figure that went to the clipboard. */
export function amountCopiedMessage(amount: number): string {
  return `Jumlah ${amount} berhasil disalin ke clipboard!`;
}

/** Copies text; falls back to a hidden text area where the Clipboard API is missing (plain http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the older way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}
