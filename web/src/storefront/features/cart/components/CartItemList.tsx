import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ADDON_CHOICE_MESSAGES, type Addon } from '@undangan/contracts';
import { unitPrice, type CartItem } from '@/shared/cart/cart';
import { paths } from '@/shared/config/paths';
import { formatPrice } from '@/shared/format/format';
import { TrashIcon } from '@/shared/ui/icons';
import { revealBelowHeader } from '@/shared/ui/scroll-below-header';

interface Props {
  items: CartItem[];
  maxQuantity: number;
  onQuantity: (index: number, quantity: number) => void;
  onRemoveItem: (index: number) => void;
  onRemoveAddon: (itemIndex: number, addonIndex: number) => void;
  /** The add-ons a package includes, shown under its line without a price. */
  includedIn: (packageId: number | null) => Addon[];
  /** Lines shown elsewhere (the turnaround, chosen in its own section). */
  hidden: (item: CartItem) => boolean;
}

const itemTitle = (item: CartItem) =>
  item.revisionId ? 'Revisi' : item.packageId === null ? 'Add-on' : `Paket ${item.packageName}`;

export function CartItemList({
  items,
  maxQuantity,
  onQuantity,
  onRemoveItem,
  onRemoveAddon,
  includedIn,
  hidden,
}: Props) {
  // The item whose removal waits for the customer's yes (minus at 1, or 'Hapus').
  const [asking, setAsking] = useState<number | null>(null);

  return (
    <section className="card cart-section" aria-labelledby="items-title">
      <h2 id="items-title" className="cart-section__title">
        Pesanan Anda
      </h2>
      <ul className="cart-items">
        {items.map((item, index) => {
          if (hidden(item)) return null;
          const title = itemTitle(item);
          const included = includedIn(item.packageId);
          return (
            <li key={index} className="cart-item" data-testid="cart-item">
              <div className="cart-item__head">
                <div className="cart-item__info">
                  <h3 className="cart-item__title">{title}</h3>
                  {item.packageId !== null && (
                    <p className="cart-item__meta">
                      Desain: {item.designName} &middot; {formatPrice(item.packagePrice)}
                    </p>
                  )}
                  {item.revisionId && item.revisionOf && (
                    <p className="cart-item__meta">Untuk pesanan {item.revisionOf}</p>
                  )}
                </div>
                <button
                  type="button"
                  className="icon-button cart-item__remove"
                  onClick={() => setAsking(index)}
                  aria-label={`Hapus ${title}`}
                >
                  <TrashIcon />
                  <span>Hapus</span>
                </button>
              </div>
              {item.addons.length + included.length > 0 && (
                <ul className="cart-item__addons" aria-label="Add-on">
                  {included.map((addon) => (
                    <li key={`included-${addon.id}`} className="cart-addon cart-addon--included">
                      <span>{addon.title}</span>
                      <span className="cart-addon__included">
                        {ADDON_CHOICE_MESSAGES.includedNote(item.packageName)}
                      </span>
                    </li>
                  ))}
                  {item.addons.map((addon, addonIndex) => (
                    <li key={`${addon.id}-${addonIndex}`} className="cart-addon">
                      <span>
                        {addon.title} &middot; {formatPrice(addon.price)}
                      </span>
                      {!item.revisionId && (
                        <button
                          type="button"
                          className="icon-button"
                          onClick={() => onRemoveAddon(index, addonIndex)}
                          aria-label={`Hapus add-on ${addon.title}`}
                        >
                          <TrashIcon size={16} />
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <div className="cart-item__foot">
                {item.revisionId ? (
                  <span className="cart-item__unit">Dibayar satu kali</span>
                ) : (
                  <QuantityStepper
                    title={title}
                    quantity={item.quantity}
                    max={maxQuantity}
                    onChange={(quantity) => onQuantity(index, quantity)}
                    onBelowOne={() => setAsking(index)}
                  />
                )}
                <p className="cart-item__total">
                  {item.quantity > 1 && (
                    <span className="cart-item__unit">
                      {item.quantity} x {formatPrice(unitPrice(item))}
                    </span>
                  )}
                  <span data-testid="cart-item-total">{formatPrice(item.totalPrice)}</span>
                </p>
              </div>
              {asking === index && (
                <RemoveQuestion
                  title={title}
                  quantity={item.quantity}
                  onYes={() => {
                    setAsking(null);
                    onRemoveItem(index);
                  }}
                  onNo={() => setAsking(null)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <Link to={paths.checkout} className="button button--outline button--small">
        Tambah Item
      </Link>
    </section>
  );
}

function QuantityStepper({
  title,
  quantity,
  max,
  onChange,
  onBelowOne,
}: {
  title: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
  onBelowOne: () => void;
}) {
  return (
    <div className="stepper" role="group" aria-label={`Jumlah ${title}`}>
      <button
        type="button"
        className="stepper__button"
        aria-label={`Kurangi jumlah ${title}`}
        onClick={() => (quantity <= 1 ? onBelowOne() : onChange(quantity - 1))}
      >
        <span aria-hidden="true">&minus;</span>
      </button>
      <output className="stepper__value" aria-live="polite" data-testid="cart-item-quantity">
        {quantity}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={`Tambah jumlah ${title}`}
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= max}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/** Asked in the page before an item leaves the cart; 'Batal' has the focus, so Enter keeps the item. */
function RemoveQuestion({
  title,
  quantity,
  onYes,
  onNo,
}: {
  title: string;
  quantity: number;
  onYes: () => void;
  onNo: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus({ preventScroll: true });
    if (cancel.current) revealBelowHeader(cancel.current.closest('.remove-question') ?? cancel.current);
  }, []);
  const what = quantity > 1 ? `${title} (${quantity} item)` : title;
  return (
    <div className="remove-question" role="group" aria-labelledby="remove-question-text">
      <p id="remove-question-text" className="remove-question__text" role="status">
        Hapus {what} dari keranjang?
      </p>
      <div className="remove-question__actions">
        <button type="button" className="button button--small button--danger" onClick={onYes}>
          Ya, Hapus
        </button>
        <button ref={cancel} type="button" className="button button--small button--outline" onClick={onNo}>
          Batal
        </button>
      </div>
    </div>
  );
}
