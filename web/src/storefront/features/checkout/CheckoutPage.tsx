import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BASE_FEATURES_PACKAGE_ID,
  type Addon,
  type DesignForPackage,
  type Package,
} from '@undangan/contracts';
import { addSelectionToCart, CHECKOUT_MESSAGES, itemsAddedMessage, type CartAddon } from '@/shared/cart/cart';
import { loadCart, saveCart } from '@/shared/cart/cart-store';
import { CHECKOUT_QUERY, paths } from '@/shared/config/paths';
import { formatRupiah } from '@/shared/format/format';
import { ErrorText } from '@/shared/ui/ErrorText';
import { TrashIcon } from '@/shared/ui/icons';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { getAddons } from './api/get-addons';
import { getDesignCategories } from './api/get-design-categories';
import { getPackageDesigns } from './api/get-package-designs';
import { getPackages } from './api/get-packages';
import { DesignPicker } from './components/DesignPicker';
import { PackagePicker } from './components/PackagePicker';
import './checkout.css';

const LOAD_FAILED = 'Gagal memuat data. Silakan coba lagi nanti.';
const DESIGN_NOT_OFFERED =
  'Desain yang Anda pilih tidak tersedia untuk paket ini. Silakan pilih desain lain atau paket yang lebih tinggi.';

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
  const [params] = useSearchParams();
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });
  const [categories, setCategories] = useState<Map<string, string>>(new Map());
  const [packageId, setPackageId] = useState('');
  const [designs, setDesigns] = useState<Designs>({ status: 'idle' });
  const [designId, setDesignId] = useState('');
  const [rows, setRows] = useState<AddonRow[]>([]);
  const [invalid, setInvalid] = useState<'package' | 'design' | null>(null);
  const [designNote, setDesignNote] = useState<string | null>(null);
  const nextRowKey = useRef(1);
  // The design asked for in the address (from the gallery or a preview), chosen once its package's designs arrive.
  const wantedDesign = useRef<string | null>(params.get(CHECKOUT_QUERY.design));
  const designGroup = useRef<HTMLFieldSetElement>(null);
  const message = useMessage();

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getPackages(controller.signal), getAddons(controller.signal)])
      .then(([packages, addons]) => {
        const orderable = packages.filter((p) => p.id !== BASE_FEATURES_PACKAGE_ID);
        setCatalogue({ status: 'ready', packages: orderable, addons });
        const asked = params.get(CHECKOUT_QUERY.package);
        if (asked && orderable.some((p) => String(p.id) === asked)) setPackageId(asked);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Checkout catalogue could not be loaded', error);
        setCatalogue({ status: 'failed' });
      });
    // Only to tell wedding designs from other occasions: the checkout works without it.
    getDesignCategories(controller.signal)
      .then(setCategories)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Design categories could not be loaded', error);
      });
    return () => controller.abort();
    // The address is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Another package: its designs are fetched and the design chosen for the last one is dropped.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDesignId('');
    if (packageId === '') {
      setDesigns({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setDesigns({ status: 'loading' });
    getPackageDesigns(Number(packageId), controller.signal)
      .then((list) => {
        setDesigns({ status: 'ready', designs: list });
        const wanted = wantedDesign.current;
        if (wanted) {
          wantedDesign.current = null;
          if (list.some((d) => d.id === wanted)) setDesignId(wanted);
          else setDesignNote(DESIGN_NOT_OFFERED);
        }
      })
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
  const chosenAddons = rows
    .map((row) => addons.find((addon) => String(addon.id) === row.addonId))
    .filter((addon): addon is Addon => addon !== undefined);
  const chosenAddonIds = new Set(chosenAddons.map((addon) => String(addon.id)));
  // For display only: the server prices every order itself.
  const runningTotal = chosenAddons.reduce((sum, addon) => sum + addon.price, chosenPackage?.price ?? 0);

  const choosePackage = (id: string) => {
    setPackageId(id);
    setDesignNote(null);
    setInvalid(null);
    message.clear();
  };
  const chooseDesign = (id: string) => {
    setDesignId(id);
    setDesignNote(null);
    if (invalid === 'design') setInvalid(null);
  };
  const addRow = () => setRows((current) => [...current, { key: nextRowKey.current++, addonId: '' }]);
  const removeRow = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  const setRowAddon = (key: number, addonId: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, addonId } : row)));
    if (invalid === 'package') setInvalid(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const selectedAddons: CartAddon[] = chosenAddons.map(({ id, title, description, price }) => ({
      id,
      title,
      description,
      price,
    }));
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
      if (result.message === CHECKOUT_MESSAGES.designMissing) {
        setInvalid('design');
        message.clear();
        designGroup.current?.scrollIntoView({ block: 'start' });
        designGroup.current?.querySelector('input')?.focus({ preventScroll: true });
      } else {
        setInvalid('package');
        message.show('error', result.message);
      }
      return;
    }
    saveCart(result.items);
    setPackageId('');
    setRows([]);
    setInvalid(null);
    message.show(
      'success',
      <>
        {itemsAddedMessage(result.added)} <Link to={paths.cart}>Lihat Keranjang</Link>
      </>,
    );
  };

  return (
    <Frame>
      <form className="checkout" onSubmit={submit} noValidate>
        <PackagePicker
          packages={packages}
          value={packageId}
          onChange={choosePackage}
          invalid={invalid === 'package'}
        />

        {chosenPackage && (
          <fieldset
            ref={designGroup}
            className="card checkout__step choice-group"
            aria-invalid={invalid === 'design' ? true : undefined}
            aria-describedby={invalid === 'design' ? 'design-error' : undefined}
          >
            <legend className="checkout__legend">2. Pilih Desain</legend>
            {invalid === 'design' && (
              <p id="design-error" className="field-error" role="alert" data-testid="design-error">
                {CHECKOUT_MESSAGES.designMissing}
              </p>
            )}
            {designNote && (
              <p className="inline-message inline-message--info" role="status">
                {designNote}
              </p>
            )}
            {designs.status === 'loading' && <LoadingText />}
            {designs.status === 'failed' && <ErrorText>{LOAD_FAILED}</ErrorText>}
            {designs.status === 'ready' && (
              <DesignPicker
                designs={designList}
                categories={categories}
                value={designId}
                onChange={chooseDesign}
              />
            )}
          </fieldset>
        )}

        <fieldset className="card checkout__step checkout__addons">
          <legend className="checkout__legend">{chosenPackage ? '3.' : '2.'} Add-on (opsional)</legend>
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

        <div className="checkout__bar" aria-label="Ringkasan pesanan" role="region">
          <div className="checkout__summary">
            {chosenDesign && (
              <img
                className="checkout__thumb"
                src={chosenDesign.image_url}
                alt=""
                width={40}
                height={60}
                decoding="async"
              />
            )}
            <div className="checkout__summary-text">
              <span className="checkout__summary-what" data-testid="checkout-selection">
                {summaryText(chosenPackage, chosenDesign, chosenAddons.length)}
              </span>
              <span className="checkout__total">
                Total sementara <strong data-testid="checkout-total">{formatRupiah(runningTotal)}</strong>
              </span>
            </div>
          </div>
          <button type="submit" className="button button--block">
            Tambahkan ke Keranjang
          </button>
          <InlineMessage message={message.message} testId="checkout-message" />
        </div>
        <p className="checkout__note muted">
          Total akhir dihitung ulang saat pembayaran. <Link to={paths.cart}>Lihat Keranjang</Link>
        </p>
      </form>
    </Frame>
  );
}

function summaryText(pkg: Package | null, design: DesignForPackage | null, addonCount: number): string {
  const parts: string[] = [];
  if (pkg) parts.push(`Paket ${pkg.name}`);
  if (design) parts.push(design.name);
  if (addonCount > 0) parts.push(`${addonCount} add-on`);
  return parts.length > 0 ? parts.join(' · ') : 'Belum ada pilihan';
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container page checkout-page">
      <h1 className="page-title">Pesan Undangan</h1>
      {children}
    </div>
  );
}
