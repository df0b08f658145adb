import type { AdminPaymentDetail } from '@undangan/contracts';
import { orNa, rupiahOrNa } from '@/admin/lib/format';

type Items = AdminPaymentDetail['orderItems'];

/**
 * The subtotal of the lines as charged (prices rounded down, PRODUCT.md section 2), when the server
 * gave none.
 */
const linesTotal = (items: Items) =>
  items.reduce((sum, item) => sum + Math.floor(item.item_price) * item.item_quantity, 0);

/**
 * A bill as the customer was charged: each line (package with its design, add-ons), then the
 * subtotal, the referral discount with its code, and the total, so the figures visibly add up.
 */
export function BillSummary({
  items,
  summary,
  amount,
  caption = 'Rincian tagihan',
}: {
  items: Items;
  summary?: AdminPaymentDetail['summary'];
  amount: number;
  caption?: string;
}) {
  const subtotal = summary?.subtotal ?? linesTotal(items);
  const discount = summary?.discount ?? 0;
  const percent = discount > 0 && subtotal > 0 ? Math.round((discount / subtotal) * 100) : 0;
  const addsUp = subtotal - discount === amount;
  return (
    <div className="admin-bill">
      <div className="admin-table-wrap flat">
        <table className="admin-table admin-bill-items">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="admin-bill-id">
                Product ID
              </th>
              <th scope="col">Product Name</th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col" className="num">
                Quantity
              </th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={4}>Tidak ada item.</td>
              </tr>
            ) : (
              items.map((item, i) => (
                <tr key={`${item.item_type}-${i}`}>
                  <td className="nowrap admin-bill-id">{orNa(item.item_type)}</td>
                  <td>
                    {orNa(item.item_name)}
                    <small className="admin-line-note admin-bill-id-inline">{item.item_type}</small>
                    {item.design_name ? (
                      <small className="admin-line-note">Desain: {item.design_name}</small>
                    ) : (
                      item.item_type.startsWith('ADDON') && <small className="admin-line-note">Add-on</small>
                    )}
                  </td>
                  <td className="num nowrap">{rupiahOrNa(Math.floor(item.item_price))}</td>
                  <td className="num">{item.item_quantity}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <dl className="admin-bill-totals" data-testid="bill-totals">
        <dt>Subtotal</dt>
        <dd data-testid="bill-subtotal">{rupiahOrNa(subtotal)}</dd>
        {discount > 0 && (
          <>
            <dt>
              Diskon{summary?.referral_code ? ` kode ${summary.referral_code}` : ''}
              {percent > 0 ? ` (${percent}%)` : ''}
            </dt>
            <dd data-testid="bill-discount">- {rupiahOrNa(discount)}</dd>
          </>
        )}
        <dt className="total">Total ditagih</dt>
        <dd className="total" data-testid="bill-total">
          {rupiahOrNa(amount)}
        </dd>
      </dl>
      {!addsUp && (
        <p className="admin-field-note" role="note">
          Total ditagih berbeda dari subtotal dikurangi diskon; periksa rincian di Midtrans atau bukti
          transfer.
        </p>
      )}
    </div>
  );
}
