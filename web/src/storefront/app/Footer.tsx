import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { SHOP, whatsappLink } from '@undangan/contracts';

export function Footer() {
  return (
    <footer className="site-footer" id="kontak">
      <div className="container site-footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            Hubungi Kami
          </h2>
          <ul className="site-footer__list">
            <li>
              WhatsApp:{' '}
              <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
                {SHOP.whatsappDisplay}
              </a>
            </li>
            <li>
              Instagram:{' '}
              <a href={SHOP.instagramUrl} target="_blank" rel="noopener noreferrer">
                {SHOP.instagramHandle}
              </a>
            </li>
            <li>
              Email: <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            Tautan
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to={paths.details}>Pricelist</Link>
            </li>
            <li>
              <Link to={paths.checkout}>Pesan Sekarang</Link>
            </li>
            <li>
              <Link to={paths.trackOrder}>Lacak Pesanan</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>Kebijakan Privasi</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">
        &copy; {SHOP.copyrightYear} {SHOP.name}. Hak cipta dilindungi.
      </p>
    </footer>
  );
}
