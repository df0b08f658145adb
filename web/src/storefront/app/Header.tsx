import { Link } from 'react-router-dom';
import { cartQuantity } from '@/shared/cart/cart';
import { useCart } from '@/shared/cart/use-cart';
import { paths } from '@/shared/config/paths';
import { SHOP } from '@undangan/contracts';
import { CartIcon, HeartIcon } from '@/shared/ui/icons';

export function Header() {
  const [items] = useCart();
  const quantity = cartQuantity(items);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.landing} className="site-logo">
          <HeartIcon size={26} />
          <span>{SHOP.name}</span>
        </Link>
        <nav className="site-nav" aria-label="Navigasi utama">
          <Link to={paths.details} className="site-nav__link">
            Pricelist
          </Link>
          <Link
            to={paths.cart}
            className="cart-link"
            aria-label={quantity > 0 ? `Keranjang, ${quantity} item` : 'Keranjang'}
          >
            <CartIcon />
            {quantity > 0 && (
              <span className="cart-badge" data-testid="cart-badge" aria-hidden="true">
                {quantity > 99 ? '99+' : quantity}
              </span>
            )}
          </Link>
        </nav>
      </div>
    </header>
  );
}
