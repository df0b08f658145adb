import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MAX_ITEM_QUANTITY, referralDiscount, type Addon } from '@undangan/contracts';
import { addonsQuery } from '@/shared/api/get-addons';
import {
  addonCatalogue,
  chooseTurnaround,
  chosenTurnaround,
  followAddonRules,
  includedAddons,
  isTurnaroundLine,
  toCartAddon,
  turnaroundAddons,
} from '@/shared/cart/addon-choices';
import { cartSubtotal, removeAddon, removeItem, setQuantity } from '@/shared/cart/cart';
import { useCart } from '@/shared/cart/use-cart';
import { paths } from '@/shared/config/paths';
import {
  loadCustomerDetails,
  saveCustomerDetails,
  type CustomerDetails,
} from '@/shared/customer/customer-details';
import { formatPrice } from '@/shared/format/format';
import { saveOrderLookup } from '@/shared/order/order-lookup';
import {
  interpretReferralResponse,
  normaliseReferralCode,
  payableTotal,
  referralAppliedMessage,
  referralAppliesTo,
  REFERRAL_MESSAGES,
} from '@/shared/referral/referral';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readAmount, readText, removeKeys, writeText } from '@/shared/storage/storage';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { focusBelowHeader, scrollBelowHeader } from '@/shared/ui/scroll-below-header';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { TotalsRow } from '@/shared/ui/TotalsRow';
import { firstInvalid } from '@/shared/validation/field-errors';
import { createOrderId, openManualOrder } from './api/create-order-id';
import { validateReferral } from './api/validate-referral';
import { CART_MESSAGES } from './cart-messages';
import { CartItemList } from './components/CartItemList';
import { CustomerForm } from './components/CustomerForm';
import { ReferralSection } from './components/ReferralSection';
import { TurnaroundChoice } from './components/TurnaroundChoice';
import {
  checkCustomer,
  checkCustomerField,
  CUSTOMER_FIELDS,
  fieldOfMessage,
  warmCustomerRules,
  type CustomerErrors,
  type CustomerField,
} from './customer-check';
import { payOnline } from './pay-online';
import './cart.css';

type PaymentMethod = 'manual' | 'otomatis';

/** The two ways to pay, in the order the customer sees them. */
const NO_ADDONS: Addon[] = [];

const PAYMENT_METHODS: { value: PaymentMethod; title: string; hint: string }[] = [
  {
    value: 'manual',
    title: 'Transfer Manual',
    hint: 'Transfer ke rekening bank kami, lalu kirim bukti pembayaran.',
  },
  {
    value: 'otomatis',
    title: 'Pembayaran Otomatis',
    hint: 'Virtual account bank, QRIS, e-wallet, atau gerai ritel.',
  },
];

export default function CartPage() {
  useDocumentTitle('Keranjang');
  const navigate = useNavigate();
  const [items, setItems] = useCart();
  // The cart works without it (the server checks every order); with it, included add-ons and the
  // one turnaround are shown as the server will take them.
  const addons = useQuery(addonsQuery).data ?? NO_ADDONS;
  const catalogue = addonCatalogue(addons);
  const [customer, setCustomer] = useState<CustomerDetails>(loadCustomerDetails);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [discount, setDiscount] = useState(() => readAmount(STORAGE_KEYS.discountAmount));
  const [referralCode, setReferralCode] = useState(() => readText(STORAGE_KEYS.referralCode));
  // Known only after a code is applied on this page; lets the discount follow the subtotal.
  const [percentage, setPercentage] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [methodMissing, setMethodMissing] = useState(false);
  const [checkingCode, setCheckingCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const referralMessage = useMessage();
  const payMessage = useMessage();
  const fieldRefs = {
    name: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  };
  const methodsRef = useRef<HTMLFieldSetElement>(null);

  // A cart kept before the add-on rules is brought to them once the add-ons are known.
  const ruled = followAddonRules(items, addons);
  useEffect(() => {
    if (ruled !== items) setItems(ruled);
  }, [ruled, items, setItems]);

  const subtotal = cartSubtotal(items);
  const total = payableTotal(subtotal, discount);
  // A cart that pays a revision takes no code: the field is not offered and a stored code goes.
  const codeApplies = referralAppliesTo(items);

  const storeDiscount = (amount: number, code: string | null) => {
    setDiscount(amount);
    setReferralCode(code);
    writeText(STORAGE_KEYS.discountAmount, String(amount));
    if (code) writeText(STORAGE_KEYS.referralCode, code);
    else removeKeys(STORAGE_KEYS.referralCode);
  };

  // Changing the items changes the subtotal: the discount must follow it and stay below it, and
  // goes once the cart pays a revision.
  useEffect(() => {
    if (discount <= 0) return;
    const next = percentage === null ? discount : referralDiscount(subtotal, percentage);
    if (!codeApplies || next >= subtotal) {
      // The stored discount follows the items at once, in storage as on screen.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPercentage(null);
      storeDiscount(0, null);
    } else if (next !== discount) {
      storeDiscount(next, referralCode);
    }
    // Only new items are a reason to look again; the other values are read as they are now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subtotal, codeApplies]);

  const changeCustomer = (details: CustomerDetails, field?: CustomerField) => {
    setCustomer(details);
    saveCustomerDetails(details);
    // A field marked wrong is checked again as it is corrected, so the mark goes once it is right.
    if (field && errors[field]) markField(details, field);
  };

  /** Checks one field and shows its message under it (the rules load with the first check). */
  const markField = (details: CustomerDetails, field: CustomerField) => {
    checkCustomerField(details, field).then(
      (message) => setErrors((current) => ({ ...current, [field]: message })),
      // Not loaded (no connection): the field is checked again when it is left or the order is paid.
      (error: unknown) => console.error('The customer rules could not be loaded', error),
    );
  };

  const leaveField = (field: CustomerField) => {
    if (customer[field].trim() === '' && !errors[field]) return;
    markField(customer, field);
  };

  const applyReferral = async (input: string) => {
    const code = normaliseReferralCode(input);
    if (!code) {
      referralMessage.show('error', REFERRAL_MESSAGES.empty);
      return;
    }
    setCheckingCode(true);
    referralMessage.clear();
    try {
      const { status, body } = await validateReferral(code);
      const outcome = interpretReferralResponse(status, body, subtotal);
      if (!outcome.ok) {
        if (outcome.resetDiscount) {
          setPercentage(null);
          storeDiscount(0, null);
        }
        referralMessage.show('error', outcome.message);
        return;
      }
      setPercentage(outcome.percentage);
      storeDiscount(outcome.discount, code);
      referralMessage.show('success', referralAppliedMessage(code, outcome.percentage));
    } catch (error) {
      console.error('Referral code could not be checked', error);
      referralMessage.show('error', REFERRAL_MESSAGES.networkError);
    } finally {
      setCheckingCode(false);
    }
  };

  const refuseCustomer = (found: CustomerErrors) => {
    setErrors(found);
    // The customer is taken to the first field to correct, its message under it; the message by
    // the button stays for when they come back down to it.
    payMessage.show('error', CART_MESSAGES.customerIncomplete, { reveal: false });
    const first = firstInvalid(CUSTOMER_FIELDS, found);
    if (first) focusBelowHeader(fieldRefs[first].current);
  };

  // One press at a time: the first press may wait for the customer rules to load before the
  // button shows it is busy.
  const paying = useRef(false);
  const pay = async () => {
    if (paying.current) return;
    paying.current = true;
    try {
      await payOnce();
    } finally {
      paying.current = false;
    }
  };

  const payOnce = async () => {
    const details = {
      name: customer.name.trim(),
      phone: customer.phone.trim(),
      email: customer.email.trim(),
    };
    let found: CustomerErrors;
    try {
      found = await checkCustomer(details);
    } catch (error) {
      console.error('The customer rules could not be loaded', error);
      payMessage.show('error', CART_MESSAGES.checkUnavailable);
      return;
    }
    if (firstInvalid(CUSTOMER_FIELDS, found)) {
      refuseCustomer(found);
      return;
    }
    setErrors({});
    if (method === '') {
      setMethodMissing(true);
      payMessage.clear();
      methodsRef.current?.querySelector('input')?.focus({ preventScroll: true });
      if (methodsRef.current) scrollBelowHeader(methodsRef.current);
      return;
    }
    payMessage.clear();
    changeCustomer(details);
    const usedDiscount = discount > 0 ? discount : 0;
    if (usedDiscount === 0) removeKeys(STORAGE_KEYS.discountAmount, STORAGE_KEYS.referralCode);

    setBusy(true);
    try {
      if (method === 'manual') {
        try {
          // An order id issued by an earlier press and not yet confirmed is this order's still (Back
          // from the transfer page, then Bayar again): the transfer page places it with this cart.
          const { orderId, orderSecret } = openManualOrder() ?? (await createOrderId());
          writeText(STORAGE_KEYS.orderId, orderId);
          writeText(STORAGE_KEYS.orderSecret, orderSecret);
          saveOrderLookup({ orderId, phone: details.phone });
          navigate(paths.paymentManual);
        } catch (error) {
          console.error('Order id could not be created', error);
          payMessage.show('error', CART_MESSAGES.orderIdFailed);
        }
        return;
      }
      const start = await payOnline({
        items,
        total,
        discount: usedDiscount,
        referralCode: usedDiscount > 0 ? (referralCode ?? '') : '',
        customer: details,
        navigate,
        onClosed: () => payMessage.show('info', CART_MESSAGES.popupClosed),
      });
      if (!start.opened) {
        const field = fieldOfMessage(start.message);
        if (field) {
          setErrors({ [field]: start.message });
          focusBelowHeader(fieldRefs[field].current);
        }
        payMessage.show('error', start.message, { reveal: !field });
      }
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
          <CartItemList
            items={items}
            maxQuantity={MAX_ITEM_QUANTITY}
            onQuantity={(index, quantity) => setItems(setQuantity(items, index, quantity, MAX_ITEM_QUANTITY))}
            onRemoveItem={(index) => setItems(removeItem(items, index))}
            onRemoveAddon={(itemIndex, addonIndex) => setItems(removeAddon(items, itemIndex, addonIndex))}
            includedIn={(packageId) => includedAddons(addons, packageId)}
            hidden={(item) => isTurnaroundLine(item, catalogue)}
          />
          <TurnaroundChoice
            turnarounds={turnaroundAddons(addons)}
            value={chosenTurnaround(items, catalogue)}
            onChange={(addon) => setItems(chooseTurnaround(items, addon && toCartAddon(addon), catalogue))}
          />
          <CustomerForm
            value={customer}
            errors={errors}
            onChange={changeCustomer}
            onLeave={leaveField}
            onEnter={warmCustomerRules}
            fieldRefs={fieldRefs}
          />
          {codeApplies && (
            <ReferralSection
              appliedCode={discount > 0 ? referralCode : null}
              busy={checkingCode}
              message={referralMessage.message}
              onApply={applyReferral}
            />
          )}
        </div>
        <aside className="cart-layout__side card cart-section" aria-labelledby="summary-title">
          <h2 id="summary-title" className="cart-section__title">
            Ringkasan Pembayaran
          </h2>
          <dl className="totals">
            <TotalsRow label="Subtotal" testId="cart-subtotal">
              {formatPrice(subtotal)}
            </TotalsRow>
            <TotalsRow label="Diskon" testId="cart-discount">
              {discount > 0 ? `- ${formatPrice(discount)}` : formatPrice(0)}
            </TotalsRow>
            <TotalsRow label="Total" total testId="cart-total">
              {formatPrice(total)}
            </TotalsRow>
          </dl>
          <fieldset
            ref={methodsRef}
            className="payment-methods choice-group"
            aria-invalid={methodMissing ? true : undefined}
            aria-describedby={methodMissing ? 'payment-method-error' : undefined}
          >
            <legend className="field-label">Metode Pembayaran</legend>
            {methodMissing && (
              <p
                id="payment-method-error"
                className="field-error"
                role="alert"
                data-testid="payment-method-error"
              >
                {CART_MESSAGES.methodMissing}
              </p>
            )}
            {PAYMENT_METHODS.map((option) => (
              <label key={option.value} className="payment-method">
                <input
                  type="radio"
                  name="payment-method"
                  value={option.value}
                  checked={method === option.value}
                  onChange={() => {
                    setMethod(option.value);
                    setMethodMissing(false);
                  }}
                />
                <span>
                  <strong>{option.title}</strong>
                  <small>{option.hint}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <p className="cart-privacy">
            Dengan melanjutkan pembayaran, Anda menyetujui{' '}
            <Link to={paths.privacyPolicy}>Kebijakan Privasi</Link> kami.
          </p>
          <button type="button" className="button button--block" onClick={pay} disabled={busy}>
            {busy ? 'Memproses...' : 'Bayar Sekarang'}
          </button>
          <InlineMessage message={payMessage.message} testId="pay-message" />
        </aside>
      </div>
    </div>
  );
}
