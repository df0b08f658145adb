import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { referralDiscount } from '@undangan/contracts';
import { cartSubtotal, removeAddon, removeItem } from '../../../shared/cart/cart';
import { useCart } from '../../../shared/cart/use-cart';
import { paths } from '../../../shared/config/paths';
import {
  isCustomerComplete,
  loadCustomerDetails,
  saveCustomerDetails,
  type CustomerDetails,
} from '../../../shared/customer/customer-details';
import { formatRupiah } from '../../../shared/format/format';
import {
  interpretReferralResponse,
  normaliseReferralCode,
  payableTotal,
  referralAppliedMessage,
  REFERRAL_MESSAGES,
} from '../../../shared/referral/referral';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { readAmount, readText, removeKeys, writeText } from '../../../shared/storage/storage';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { createOrderId } from './api/create-order-id';
import { validateReferral } from './api/validate-referral';
import { CART_MESSAGES } from './cart-messages';
import { CartItemList } from './components/CartItemList';
import { CustomerForm } from './components/CustomerForm';
import { ReferralSection } from './components/ReferralSection';
import { payOnline } from './pay-online';
import './cart.css';

type PaymentMethod = 'manual' | 'otomatis';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function CartPage() {
  useDocumentTitle('Keranjang');
  const navigate = useNavigate();
  const [items, setItems] = useCart();
  const [customer, setCustomer] = useState<CustomerDetails>(loadCustomerDetails);
  const [discount, setDiscount] = useState(() => readAmount(STORAGE_KEYS.discountAmount));
  const [referralCode, setReferralCode] = useState(() => readText(STORAGE_KEYS.referralCode));
  // Known only after a code is applied on this page; lets the discount follow the subtotal.
  const [percentage, setPercentage] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [checkingCode, setCheckingCode] = useState(false);
  const [busy, setBusy] = useState(false);

  const subtotal = cartSubtotal(items);
  const total = payableTotal(subtotal, discount);

  const storeDiscount = (amount: number, code: string | null) => {
    setDiscount(amount);
    setReferralCode(code);
    writeText(STORAGE_KEYS.discountAmount, String(amount));
    if (code) writeText(STORAGE_KEYS.referralCode, code);
    else removeKeys(STORAGE_KEYS.referralCode);
  };

  // Removing items changes the subtotal: the discount must follow it and stay below it.
  useEffect(() => {
    if (discount <= 0) return;
    const next = percentage === null ? discount : referralDiscount(subtotal, percentage);
    if (next >= subtotal) {
      setPercentage(null);
      storeDiscount(0, null);
    } else if (next !== discount) {
      storeDiscount(next, referralCode);
    }
    // Only a new subtotal is a reason to look again; the other values are read as they are now.
  }, [subtotal]);

  const changeCustomer = (details: CustomerDetails) => {
    setCustomer(details);
    saveCustomerDetails(details);
  };

  const applyReferral = async (input: string) => {
    const code = normaliseReferralCode(input);
    if (!code) {
      window.alert(REFERRAL_MESSAGES.empty);
      return;
    }
    setCheckingCode(true);
    try {
      const { status, body } = await validateReferral(code);
      const outcome = interpretReferralResponse(status, body, subtotal);
      if (!outcome.ok) {
        if (outcome.resetDiscount) {
          setPercentage(null);
          storeDiscount(0, null);
        }
        window.alert(outcome.message);
        return;
      }
      setPercentage(outcome.percentage);
      storeDiscount(outcome.discount, code);
      window.alert(referralAppliedMessage(code, outcome.percentage));
    } catch (error) {
      console.error('Referral code could not be checked', error);
      window.alert(REFERRAL_MESSAGES.networkError);
    } finally {
      setCheckingCode(false);
    }
  };

  const pay = async () => {
    const details = {
      name: customer.name.trim(),
      phone: customer.phone.trim(),
      email: customer.email.trim(),
    };
    if (!isCustomerComplete(details) || !EMAIL_SHAPE.test(details.email)) {
      window.alert(CART_MESSAGES.customerIncomplete);
      return;
    }
    if (method === '') {
      window.alert(CART_MESSAGES.methodMissing);
      return;
    }
    changeCustomer(details);
    const usedDiscount = discount > 0 ? discount : 0;
    if (usedDiscount === 0) removeKeys(STORAGE_KEYS.discountAmount, STORAGE_KEYS.referralCode);

    setBusy(true);
    try {
      if (method === 'manual') {
        try {
          const { orderId, orderSecret } = await createOrderId();
          writeText(STORAGE_KEYS.orderId, orderId);
          writeText(STORAGE_KEYS.orderSecret, orderSecret);
          navigate(paths.paymentManual);
        } catch (error) {
          console.error('Order id could not be created', error);
          window.alert(CART_MESSAGES.orderIdFailed);
        }
        return;
      }
      await payOnline({
        items,
        total,
        discount: usedDiscount,
        referralCode: usedDiscount > 0 ? (referralCode ?? '') : '',
        customer: details,
        navigate,
      });
    } finally {
      setBusy(false);
    }
  };

  if (items.length === 0) {
    return (
      <div className="container page cart-page">
        <h1 className="page-title">Keranjang</h1>
        <div className="card cart-empty">
          <p className="cart-empty__text">Kosong</p>
          <p className="muted">Belum ada item di keranjang Anda.</p>
          <Link to={paths.checkout} className="button">
            Pesan Sekarang
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container page cart-page">
      <h1 className="page-title">Keranjang</h1>
      <div className="cart-layout">
        <div className="cart-layout__main">
          <CustomerForm value={customer} onChange={changeCustomer} />
          <ReferralSection
            appliedCode={discount > 0 ? referralCode : null}
            busy={checkingCode}
            onApply={applyReferral}
          />
          <CartItemList
            items={items}
            onRemoveItem={(index) => setItems(removeItem(items, index))}
            onRemoveAddon={(itemIndex, addonIndex) => setItems(removeAddon(items, itemIndex, addonIndex))}
          />
        </div>
        <aside className="cart-layout__side card cart-section" aria-labelledby="summary-title">
          <h2 id="summary-title" className="cart-section__title">
            Ringkasan Pembayaran
          </h2>
          <dl className="totals">
            <div className="totals__row">
              <dt>Subtotal</dt>
              <dd data-testid="cart-subtotal">{formatRupiah(subtotal)}</dd>
            </div>
            <div className="totals__row">
              <dt>Diskon</dt>
              <dd data-testid="cart-discount">
                {discount > 0 ? `- ${formatRupiah(discount)}` : formatRupiah(0)}
              </dd>
            </div>
            <div className="totals__row totals__row--total">
              <dt>Total</dt>
              <dd data-testid="cart-total">{formatRupiah(total)}</dd>
            </div>
          </dl>
          <fieldset className="payment-methods">
            <legend className="field-label">Metode Pembayaran</legend>
            <label className="payment-method">
              <input
                type="radio"
                name="payment-method"
                value="manual"
                checked={method === 'manual'}
                onChange={() => setMethod('manual')}
              />
              <span>
                <strong>Transfer Manual</strong>
                <small>Transfer ke rekening bank kami, lalu kirim bukti pembayaran.</small>
              </span>
            </label>
            <label className="payment-method">
              <input
                type="radio"
                name="payment-method"
                value="otomatis"
                checked={method === 'otomatis'}
                onChange={() => setMethod('otomatis')}
              />
              <span>
                <strong>Pembayaran Otomatis</strong>
                <small>Virtual account bank, QRIS, e-wallet, atau gerai ritel.</small>
              </span>
            </label>
          </fieldset>
          <p className="cart-privacy">
            Dengan melanjutkan pembayaran, Anda menyetujui{' '}
            <Link to={paths.privacyPolicy}>Kebijakan Privasi</Link> kami.
          </p>
          <button type="button" className="button button--block" onClick={pay} disabled={busy}>
            {busy ? 'Memproses...' : 'Bayar Sekarang'}
          </button>
        </aside>
      </div>
    </div>
  );
}
