import { MANUAL_PAYMENT_TYPE } from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import { PaymentEntity } from '../payments/payment.entity';
import type { CheckoutParts } from './checkout-parts';

export const POPUP_CLOSED_MESSAGE =
  'Pembayaran belum diselesaikan. Anda masih dapat melanjutkannya sampai batas waktu pembayaran.';

/**
 * The customer closed the Snap popup (PRODUCT.md section 4: the browser then asks to delete the
 * online payment). Closed is not cancelled: Midtrans keeps the Snap page payable until its own expiry, and a
 * customer who reopens it and pays must find a payment that takes the money. So the payment stays
 * pending; reconciliation closes it once nobody can pay it any more.
 */
export class PopupClosed {
  constructor(private readonly parts: Pick<CheckoutParts, 'dataSource'>) {}

  async note(orderId: string): Promise<{ message: string }> {
    const payment = await this.parts.dataSource.getRepository(PaymentEntity).findOneBy({ orderId });
    if (!payment || payment.paymentType === MANUAL_PAYMENT_TYPE)
      throw rpcFailure('not_found', 'Transaksi tidak ditemukan.');
    if (payment.status !== 'pending') return { message: 'Transaksi sudah tidak aktif.' };
    return { message: POPUP_CLOSED_MESSAGE };
  }
}
