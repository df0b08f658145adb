import type { AdminPaymentDetail } from '@undangan/contracts';
import { BillSummary } from '@/admin/components/BillSummary';
import { StatusBadge } from '@/admin/components/StatusBadge';
import { WhatsAppButton } from '@/admin/components/WhatsAppButton';
import { orNa, rupiahOrNa, shortDateTimeOrNa } from '@/admin/lib/format';

/** The bill as the customer was charged, and their details as they entered them at checkout. */
export function BillPanel({ bill, missing }: { bill: AdminPaymentDetail | null; missing: boolean }) {
  return (
    <section className="admin-panel admin-proof-bill" aria-labelledby="bill-title">
      <h3 id="bill-title">Tagihan</h3>
      {missing ? (
        <p className="admin-muted">Tagihan untuk Order ID ini tidak ditemukan.</p>
      ) : !bill ? (
        <p className="admin-muted">Loading...</p>
      ) : (
        <>
          <p className="admin-amount-due">
            Harus dibayar <strong data-testid="amount-due">{rupiahOrNa(bill.transaction.amount)}</strong>
          </p>
          <dl className="admin-fields">
            <dt>Nama</dt>
            <dd data-testid="bill-name">{orNa(bill.transaction.customer_name)}</dd>
            <dt>Telepon</dt>
            <dd className="admin-phone-line">
              <span className="nowrap">{orNa(bill.transaction.customer_phone)}</span>
              <WhatsAppButton
                small
                phone={bill.transaction.customer_phone}
                orderId={bill.transaction.order_id}
                name={bill.transaction.customer_name}
              />
            </dd>
            <dt>Email</dt>
            <dd>{orNa(bill.transaction.customer_email)}</dd>
            <dt>Dipesan</dt>
            <dd>{shortDateTimeOrNa(bill.transaction.created_at)}</dd>
            <dt>Pembayaran</dt>
            <dd>
              <StatusBadge status={bill.transaction.status} />
            </dd>
          </dl>
          <BillSummary items={bill.orderItems} summary={bill.summary} amount={bill.transaction.amount} />
          <p className="admin-muted">
            Data dari checkout pelanggan. Cocokkan jumlah dan nama pengirim di bukti transfer dengan tagihan
            ini.
          </p>
        </>
      )}
    </section>
  );
}
