import type { CustomerDetails } from '@/shared/customer/customer-details';
import { apiClient } from '@/shared/api/api-client';

export interface PaymentConfirmation {
  orderId: string;
  /** The secret issued with the order id: the shop takes a proof only with it. */
  orderSecret: string | null;
  proofFile: File | null;
  customer: CustomerDetails;
  /** The cart as this browser keeps it, or as the shop returned it for an email's link. */
  items: readonly unknown[];
  amount: number;
  /** Sent only when the order's referral code has not been counted yet. */
  referralCode: string | null;
  /** Share of the form sent so far, 0..1, as the browser uploads it. */
  onProgress?: (sent: number) => void;
}

export async function confirmPayment(input: PaymentConfirmation): Promise<void> {
  const form = new FormData();
  form.append('orderId', input.orderId);
  if (input.orderSecret) form.append('orderSecret', input.orderSecret);
  form.append('customerName', input.customer.name);
  form.append('customerPhone', input.customer.phone);
  form.append('customerEmail', input.customer.email);
  form.append('cartItems', JSON.stringify(input.items));
  form.append('amount', String(input.amount));
  form.append('paymentType', 'Manual');
  if (input.referralCode) form.append('referralCode', input.referralCode);
  // Last: the shop checks the order and the cart before it reads the file.
  if (input.proofFile) form.append('proofFile', input.proofFile);
  await apiClient.post('/payments/confirm', form, {
    onUploadProgress: (event) => {
      if (input.onProgress && event.total) input.onProgress(Math.min(1, event.loaded / event.total));
    },
  });
}
