import { formatPrice } from '@/shared/format/format';
import { amountCopiedMessage } from '@/shared/ui/copy-text';
import { CopyButton } from './CopyButton';

/** The exact amount, with its own copy button: banks refuse a VA payment of any other amount. */
export function AmountToPay({ amount }: { amount: number }) {
  return (
    <div className="account amount-due">
      <div className="account__details">
        <span className="muted">Jumlah yang harus dibayar</span>
        <span className="account__number" data-testid="amount-due">
          {formatPrice(amount)}
        </span>
      </div>
      <CopyButton
        text={String(amount)}
        label={`Salin jumlah ${formatPrice(amount)}`}
        copied={amountCopiedMessage(amount)}
        visibleLabel="Salin Jumlah"
        testId="copy-amount"
      />
    </div>
  );
}
