import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { showcaseDesign } from '@undangan/contracts';
import { paths } from '@/shared/config/paths';
import { formatPrice } from '@/shared/format/format';
import { designsQuery } from '@/storefront/components/design-gallery/get-designs';
import { startingPriceQuery } from '@/storefront/features/landing/api/get-starting-price';
import { TypedLine } from './TypedLine';

/** The phone's screen: the catalogue's designs are drawn at 600 x 900. */
const SCREEN = { width: 220, height: 330 };

/**
 * A wedding design of the highest package, as a couple would see it on their phone (the gateway
 * asks for its image in the page's head: showcaseDesign chooses for both).
 */
function ShowcaseDesign() {
  const design = showcaseDesign(useQuery(designsQuery).data ?? []) ?? null;
  return (
    <div className="hero-phone" aria-hidden={design ? undefined : true}>
      <div className="hero-phone__screen">
        {design && (
          <img
            src={design.image_url}
            alt={`Contoh undangan: desain ${design.name}`}
            width={SCREEN.width}
            height={SCREEN.height}
            fetchPriority="high"
            className="hero-phone__image"
            data-testid="hero-design"
          />
        )}
      </div>
    </div>
  );
}

export function Hero() {
  const startingPrice = useQuery(startingPriceQuery).data ?? null;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">Undangan Pernikahan Digital</p>
          <h1 id="hero-title" className="hero__title">
            Undangan Digital Tanpa Batas
          </h1>
          <TypedLine />
          <p className="hero__price" data-testid="starting-price">
            {startingPrice !== null ? (
              <>
                Mulai <strong>{formatPrice(startingPrice)}</strong>
              </>
            ) : (
              ' '
            )}
          </p>
          <div className="hero__actions">
            <Link to={paths.checkout} className="button button--light">
              Pesan Sekarang
            </Link>
            <Link to={paths.details} className="button button--outline hero__secondary">
              Pricelist
            </Link>
          </div>
          <p className="hero__proof" data-testid="hero-proof">
            Dipercaya lebih dari <strong>8.500 pasangan</strong> di Indonesia dan mancanegara
          </p>
        </div>
        <ShowcaseDesign />
      </div>
    </section>
  );
}
