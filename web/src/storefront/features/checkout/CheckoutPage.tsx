import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BASE_FEATURES_PACKAGE_ID,
  type Addon,
  type DesignForPackage,
  type Package,
} from '@undangan/contracts';
import { addSelectionToCart, itemsAddedMessage, type CartAddon } from '../../../shared/cart/cart';
import { loadCart, saveCart } from '../../../shared/cart/cart-store';
import { paths } from '../../../shared/config/paths';
import { formatRupiah } from '../../../shared/format/format';
import { ErrorText } from '../../../shared/ui/ErrorText';
import { TrashIcon } from '../../../shared/ui/icons';
import { LoadingText } from '../../../shared/ui/LoadingText';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { getAddons } from './api/get-addons';
import { getPackageDesigns } from './api/get-package-designs';
import { getPackages } from './api/get-packages';
import './checkout.css';

const LOAD_FAILED = 'Gagal memuat data. Silakan coba lagi nanti.';

type Catalogue =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; packages: Package[]; addons: Addon[] };
type Designs =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; designs: DesignForPackage[] };

interface AddonRow {
  key: number;
  addonId: string;
}

export default function CheckoutPage() {
  useDocumentTitle('Pesan Undangan');
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });
  const [packageId, setPackageId] = useState('');
  const [designs, setDesigns] = useState<Designs>({ status: 'idle' });
  const [designId, setDesignId] = useState('');
  const [rows, setRows] = useState<AddonRow[]>([]);
  const nextRowKey = useRef(1);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getPackages(controller.signal), getAddons(controller.signal)])
      .then(([packages, addons]) =>
        setCatalogue({
          status: 'ready',
          packages: packages.filter((p) => p.id !== BASE_FEATURES_PACKAGE_ID),
          addons,
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Checkout catalogue could not be loaded', error);
        setCatalogue({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    setDesignId('');
    if (packageId === '') {
      setDesigns({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setDesigns({ status: 'loading' });
    getPackageDesigns(Number(packageId), controller.signal)
      .then((list) => setDesigns({ status: 'ready', designs: list }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Designs of the package could not be loaded', error);
        setDesigns({ status: 'failed' });
      });
    return () => controller.abort();
  }, [packageId]);

  if (catalogue.status === 'loading')
    return (
      <Frame>
        <LoadingText />
      </Frame>
    );
  if (catalogue.status === 'failed')
    return (
      <Frame>
        <ErrorText>{LOAD_FAILED}</ErrorText>
      </Frame>
    );

  const { packages, addons } = catalogue;
  const chosenPackage = packages.find((p) => String(p.id) === packageId) ?? null;
  const designList = designs.status === 'ready' ? designs.designs : [];
  const chosenDesign = designList.find((d) => d.id === designId) ?? null;
  const chosenAddonIds = new Set(rows.map((row) => row.addonId).filter((id) => id !== ''));

  const addRow = () => setRows((current) => [...current, { key: nextRowKey.current++, addonId: '' }]);
  const removeRow = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  const setRowAddon = (key: number, addonId: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, addonId } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const selectedAddons: CartAddon[] = rows
      .map((row) => addons.find((addon) => String(addon.id) === row.addonId))
      .filter((addon): addon is Addon => addon !== undefined)
      .map(({ id, title, description, price }) => ({ id, title, description, price }));
    const result = addSelectionToCart(loadCart(), {
      package: chosenPackage && {
        id: chosenPackage.id,
        name: chosenPackage.name,
        price: chosenPackage.price,
      },
      design: chosenDesign && { id: chosenDesign.id, name: chosenDesign.name },
      addons: selectedAddons,
    });
    if (!result.ok) {
      window.alert(result.message);
      return;
    }
    saveCart(result.items);
    window.alert(itemsAddedMessage(result.added));
    setPackageId('');
    setRows([]);
  };

  return (
    <Frame>
      <form className="checkout card" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="checkout-package">Pilih Paket</label>
          <select
            id="checkout-package"
            className="input"
            value={packageId}
            onChange={(e) => setPackageId(e.target.value)}
          >
            <option value="">-- Pilih Paket --</option>
            {packages.map((pkg) => (
              <option key={pkg.id} value={pkg.id}>
                {pkg.price > 0 ? `${pkg.name} - ${formatRupiah(pkg.price)}` : pkg.name}
              </option>
            ))}
          </select>
        </div>

        {chosenPackage && (
          <div className="field">
            <label htmlFor="checkout-design">Pilih Desain</label>
            {designs.status === 'loading' && <LoadingText />}
            {designs.status === 'failed' && <ErrorText>{LOAD_FAILED}</ErrorText>}
            {designs.status === 'ready' && (
              <>
                <select
                  id="checkout-design"
                  className="input"
                  value={designId}
                  onChange={(e) => setDesignId(e.target.value)}
                >
                  <option value="">-- Pilih Desain --</option>
                  {designList.map((design) => (
                    <option key={design.id} value={design.id}>
                      {design.name}
                    </option>
                  ))}
                </select>
                {designList.length === 0 && <p className="muted">Belum ada desain untuk paket ini.</p>}
              </>
            )}
            {chosenDesign && (
              <img
                className="checkout__preview"
                src={chosenDesign.image_url}
                alt={`Pratinjau desain ${chosenDesign.name}`}
                width={300}
                height={450}
                loading="lazy"
                decoding="async"
              />
            )}
          </div>
        )}

        <fieldset className="checkout__addons">
          <legend className="field-label">Add-on (opsional)</legend>
          {rows.map((row, index) => (
            <div key={row.key} className="addon-row">
              <label htmlFor={`checkout-addon-${row.key}`} className="visually-hidden">
                Add-on {index + 1}
              </label>
              <select
                id={`checkout-addon-${row.key}`}
                className="input"
                value={row.addonId}
                onChange={(e) => setRowAddon(row.key, e.target.value)}
              >
                <option value="">-- Pilih Add-on --</option>
                {addons.map((addon) => (
                  <option
                    key={addon.id}
                    value={addon.id}
                    disabled={chosenAddonIds.has(String(addon.id)) && row.addonId !== String(addon.id)}
                  >
                    {`${addon.title} - ${formatRupiah(addon.price)}`}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="icon-button"
                onClick={() => removeRow(row.key)}
                aria-label={`Hapus add-on ${index + 1}`}
              >
                <TrashIcon />
              </button>
            </div>
          ))}
          <button type="button" className="button button--outline button--small" onClick={addRow}>
            + Tambah Add-on
          </button>
        </fieldset>

        <button type="submit" className="button button--block">
          Tambahkan ke Keranjang
        </button>
        <p className="checkout__cart-link">
          <Link to={paths.cart}>Lihat Keranjang</Link>
        </p>
      </form>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container page checkout-page">
      <h1 className="page-title">Pesan Undangan</h1>
      {children}
    </div>
  );
}
