import { COUPLE_SIGN_IN } from '@undangan/contracts';
import { button, type EmailDocument, notice, paragraph, strong, toCouple } from './email-blocks';
import type { ViewOf } from './email-views';
import { jakartaDateTime } from './indonesian-dates';

/** The couple's dashboard: a sign-in link they asked for, and the partner's invitation with one. */

const SIGN_IN_BUTTON = 'Masuk ke Dasbor Pasangan';

/** How long the link lasts and that it opens once: the same words in both emails. */
const linkLimits = (expiresAt: string) =>
  notice(
    'Tautan ini berlaku sampai ',
    strong(jakartaDateTime(expiresAt)),
    ` (${COUPLE_SIGN_IN.linkMinutes} menit sejak dikirim) dan hanya dapat dipakai satu kali.`,
  );

export function coupleSignInEmail(view: ViewOf<'couple-sign-in'>): EmailDocument {
  return {
    ...toCouple(view),
    subject: `Tautan masuk Dasbor Pasangan — ${view.orderId}`,
    preheader: `Tautan untuk masuk ke Dasbor Pasangan, berlaku ${COUPLE_SIGN_IN.linkMinutes} menit.`,
    title: 'Masuk ke Dasbor Pasangan',
    blocks: [
      paragraph(
        'Kami menerima permintaan untuk masuk ke Dasbor Pasangan pesanan ini. Tekan tombol di bawah untuk ',
        'masuk dari perangkat ini.',
      ),
      button(SIGN_IN_BUTTON, view.signInUrl, { look: 'large' }),
      linkLimits(view.expiresAt),
      paragraph(
        'Jika Anda tidak memintanya, abaikan email ini. Tanpa tautan ini tidak ada yang dapat masuk ke ',
        'dasbor Anda, dan pesanan Anda tidak berubah.',
      ),
    ],
  };
}

export function partnerInvitedEmail(view: ViewOf<'partner-invited'>): EmailDocument {
  return {
    // The order names its customer, not the partner they invited.
    ...toCouple(view),
    greeting: 'Yth. Bapak/Ibu,',
    subject: `Anda diundang mengelola undangan pesanan ${view.orderId}`,
    preheader: 'Pasangan Anda mengundang Anda ke Dasbor Pasangan untuk mengelola undangan bersama.',
    title: 'Anda diundang mengelola undangan',
    blocks: [
      paragraph(
        'Anda diundang mengelola undangan pesanan ',
        strong(view.orderId),
        ' bersama pasangan Anda di Dasbor Pasangan. Tekan tombol di bawah untuk masuk.',
      ),
      button(SIGN_IN_BUTTON, view.signInUrl, { look: 'large' }),
      linkLimits(view.expiresAt),
      paragraph(
        'Setelah tautan ini berakhir, Anda dapat meminta tautan baru kapan saja dengan ID pesanan di atas ',
        'dan alamat email ini:',
      ),
      button('Minta Tautan Masuk Baru', view.askAgainUrl, { look: 'quiet' }),
      paragraph(
        'Jika Anda tidak mengenal pesanan ini, abaikan email ini. Tanpa tautan ini tidak ada yang dapat ',
        'masuk atas nama Anda.',
      ),
    ],
  };
}
