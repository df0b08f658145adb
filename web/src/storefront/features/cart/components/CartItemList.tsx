import { Link } from 'react-router-dom';
import type { CartItem } from '../../../../shared/cart/cart';
import { paths } from '../../../../shared/config/paths';
import { formatRupiah } from '../../../../shared/format/format';
import { TrashIcon } from '../../../../shared/ui/icons';

interface Props {
  items: CartItem[];
  onRemoveItem: (index: number) => void;
  onRemoveAddon: (itemIndex: number, addonIndex: number) => void;
}

export function CartItemList({ items, onRemoveItem, onRemoveAddon }: Props) {
  return (
    <section className="card cart-section" aria-labelledby="items-title">
      <h2 id="items-title" className="cart-section__title">
        Pesanan Anda
      </h2>
      <ul className="cart-items">
        {items.map((item, index) => {
          const title = item.packageId === null ? 'Add-on' : `Paket ${item.packageName}`;
          return (
            <li key={index} className="cart-item" data-testid="cart-item">
              <div className="cart-item__head">
                <div>
                  <h3 className="cart-item__title">{title}</h3>
                  {item.packageId !== null && (
                    <p className="cart-item__meta">
                      Desain: {item.designName} &middot; {formatRupiah(item.packagePrice)}
                    </p>
                  )}
                  {item.quantity > 1 && <p className="cart-item__meta">Jumlah: {item.quantity}</p>}
                </div>
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => onRemoveItem(index)}
                  aria-label={`Hapus ${title}`}
                >
                  <TrashIcon />
                  <span>Hapus</span>
                </button>
              </div>
              {item.addons.length > 0 && (
                <ul className="cart-item__addons" aria-label="Add-on">
                  {item.addons.map((addon, addonIndex) => (
                    <li key={`${addon.id}-${addonIndex}`} className="cart-addon">
                      <span>
                        {addon.title} &middot; {formatRupiah(addon.price)}
                      </span>
                      <button
                        type="button"
                        className="icon-button"
                        onClick={() => onRemoveAddon(index, addonIndex)}
                        aria-label={`Hapus add-on ${addon.title}`}
                      >
                        <TrashIcon size={16} />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <p className="cart-item__total">{formatRupiah(item.totalPrice)}</p>
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
