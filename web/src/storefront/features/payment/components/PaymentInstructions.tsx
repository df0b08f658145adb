import { isMandiriBill, splitMandiriBill } from '@undangan/contracts';
import { COPIED_MESSAGE } from '@/shared/ui/copy-text';
import type { OrderPayment } from '@/shared/payment/get-order-payments';
import {
  BANK_GUIDES,
  STORE_GUIDES,
  type ChannelGuide,
} from '@/storefront/features/payment/payment-instructions';
import { AmountToPay } from './AmountToPay';
import { BrandBadge } from './BrandBadge';
import { CopyButton } from './CopyButton';
import { QrPayment } from './QrPayment';

/** How to pay the order's channel: the number to pay to, copy buttons, and the steps. */
export function PaymentInstructions({ payment }: { payment: OrderPayment }) {
  const type = payment.payment_type ?? '';
  const amount = Math.floor(Number(payment.gross_amount) || 0);

  if (type === 'cstore' && payment.payment_code) {
    const store = (payment.store ?? '').toLowerCase();
    const guide = STORE_GUIDES[store];
    return (
      <section className="card payment-card" aria-labelledby="store-title">
        <h2 id="store-title" className="payment-card__title">
          Bayar di {guide?.name ?? 'Gerai'}
        </h2>
        <div className="account">
          <BrandBadge name={payment.store ?? 'Gerai'} />
          <div className="account__details">
            <span className="muted">Kode pembayaran</span>
            <span className="account__number">{payment.payment_code}</span>
          </div>
          <CopyButton
            text={payment.payment_code}
            label="Salin kode pembayaran"
            copied={COPIED_MESSAGE}
            visibleLabel="Salin Kode"
            testId="copy-code"
          />
        </div>
        <AmountToPay amount={amount} />
        {guide ? (
          <Guide guide={guide} />
        ) : (
          <p className="muted">Tunjukkan kode pembayaran ini kepada kasir.</p>
        )}
      </section>
    );
  }

  const vaNumbers = payment.va_numbers ?? [];
  if ((type === 'bank_transfer' || type === 'echannel') && vaNumbers.length > 0) {
    return (
      <>
        {vaNumbers.map((va) => {
          const bank = va.bank.toLowerCase();
          const guide = BANK_GUIDES[bank];
          const mandiri = isMandiriBill(type, bank) ? splitMandiriBill(va.va_number) : null;
          const number = mandiri ? mandiri.billKey : va.va_number;
          return (
            <section
              key={`${va.bank}-${va.va_number}`}
              className="card payment-card"
              aria-labelledby={`va-title-${bank}`}
              data-testid={`va-${bank}`}
            >
              <h2 id={`va-title-${bank}`} className="payment-card__title">
                {guide?.name ?? `Virtual Account ${va.bank.toUpperCase()}`}
              </h2>
              {mandiri?.billerCode && (
                <div className="account">
                  <div className="account__details">
                    <span className="muted">Kode perusahaan (biller code)</span>
                    <span className="account__number" data-testid="biller-code">
                      {mandiri.billerCode}
                    </span>
                  </div>
                  <CopyButton
                    text={mandiri.billerCode}
                    label="Salin kode perusahaan"
                    copied={COPIED_MESSAGE}
                    visibleLabel="Salin Kode"
                  />
                </div>
              )}
              <div className="account">
                <BrandBadge name={va.bank} />
                <div className="account__details">
                  <span className="muted">{guide?.numberLabel ?? 'Nomor virtual account'}</span>
                  <span className="account__number" data-testid="va-number">
                    {number}
                  </span>
                </div>
                <CopyButton
                  text={number}
                  label={`Salin ${guide?.numberLabel.toLowerCase() ?? `nomor virtual account ${va.bank.toUpperCase()}`}`}
                  copied={COPIED_MESSAGE}
                  visibleLabel="Salin Nomor"
                  testId={`copy-va-${bank}`}
                />
              </div>
              <AmountToPay amount={amount} />
              {guide && <Guide guide={guide} />}
            </section>
          );
        })}
      </>
    );
  }

  const qr = payment.qr_images;
  if (qr && (qr.standard || qr.shopeepay)) {
    return <QrPayment payment={payment} amount={amount} />;
  }

  return null;
}

function Guide({ guide }: { guide: ChannelGuide }) {
  return (
    <div className="pay-guide">
      <h3 className="pay-guide__title">Cara Membayar</h3>
      {guide.ways.map((way, index) => (
        <details key={way.title} className="pay-guide__way" open={index === 0}>
          <summary>{way.title}</summary>
          <ol className="pay-guide__steps">
            {way.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
