import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { TypedLine } from './TypedLine';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="hero__eyebrow">Undangan Pernikahan Digital</p>
        <h1 id="hero-title" className="hero__title">
          Undangan Digital Tanpa Batas
        </h1>
        <TypedLine />
        <div className="hero__actions">
          <Link to={paths.checkout} className="button button--light">
            Pesan Sekarang
          </Link>
          <Link to={paths.details} className="button button--outline hero__secondary">
            Pricelist
          </Link>
        </div>
      </div>
    </section>
  );
}
