import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BASE_FEATURES_PACKAGE_ID, type Package } from '@undangan/contracts';
import { checkoutFor, paths } from '@/shared/config/paths';
import { formatPrice } from '@/shared/format/format';
import { ErrorText } from '@/shared/ui/ErrorText';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { DeferredGallery } from '@/storefront/components/design-gallery/DeferredGallery';
import { pricelistQuery, type Pricelist } from './api/get-pricelist';
import './details.css';

export default function DetailsPage() {
  useDocumentTitle('Pricelist');
  const pricelist = useQuery(pricelistQuery);

  return (
    <div className="container page">
      <h1 className="page-title">Pricelist</h1>
      {pricelist.isPending && <LoadingText />}
      {pricelist.isError && <ErrorText>Gagal memuat data. Silakan coba lagi nanti.</ErrorText>}
      {pricelist.isSuccess && <PricelistView pricelist={pricelist.data} />}
      {/* Below the pricelist, and only once it is there: placed earlier, the pricelist would push it down. */}
      {!pricelist.isPending && (
        <>
          <DeferredGallery />
          <div className="details__order">
            <Link to={paths.checkout} className="button">
              Pesan Sekarang
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

function PricelistView({ pricelist }: { pricelist: Pricelist }) {
  const base = pricelist.packages.find((p) => p.id === BASE_FEATURES_PACKAGE_ID);
  const others = pricelist.packages.filter((p) => p.id !== BASE_FEATURES_PACKAGE_ID);

  return (
    <>
      {base && (
        <section className="card base-features" aria-labelledby="base-features-title">
          <h2 id="base-features-title" className="base-features__name">
            {base.name}
          </h2>
          <p className="base-features__note">Termasuk di semua paket</p>
          <FeatureList features={base.features} />
        </section>
      )}
      <section aria-labelledby="packages-title">
        <h2 id="packages-title" className="visually-hidden">
          Paket
        </h2>
        <ul className="package-grid">
          {others.map((pkg) => (
            <li key={pkg.id} className="card package-card">
              <h3 className="package-card__name">{pkg.name}</h3>
              {pkg.price > 0 && <p className="package-card__price">{formatPrice(pkg.price)}</p>}
              <FeatureList features={pkg.features} />
              <Link
                to={checkoutFor(pkg.id)}
                className="button button--block package-card__order"
                data-testid={`order-package-${pkg.id}`}
              >
                Pesan Paket {pkg.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {pricelist.addons.length > 0 && (
        <section className="addons" aria-labelledby="addons-title">
          <h2 id="addons-title" className="section-heading">
            Add-on
          </h2>
          <ul className="addon-list">
            {pricelist.addons.map((addon) => (
              <li key={addon.id} className="card addon-item">
                <div>
                  <h3 className="addon-item__title">{addon.title}</h3>
                  {addon.description && <p className="addon-item__description">{addon.description}</p>}
                </div>
                <p className="addon-item__price">{formatPrice(addon.price)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function FeatureList({ features }: { features: Package['features'] }) {
  if (features.length === 0) return null;
  return (
    <ul className="feature-list">
      {features.map((feature, index) => (
        <li key={`${index}-${feature}`}>{feature}</li>
      ))}
    </ul>
  );
}
