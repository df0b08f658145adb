import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ADDON_CHOICE_MESSAGES,
  isIncludedIn,
  isTurnaround,
  type Addon,
  type DesignForPackage,
  type Package,
} from '@undangan/contracts';
import { toCartAddon } from '@/shared/cart/addon-choices';
import {
  addSelectionToCart,
  cartSubtotal,
  CHECKOUT_MESSAGES,
  itemsAddedMessage,
  type CartAddon,
} from '@/shared/cart/cart';
import { loadCart, saveCart } from '@/shared/cart/cart-store';
import { CHECKOUT_QUERY, paths } from '@/shared/config/paths';
import { formatPrice } from '@/shared/format/format';
import { ErrorText } from '@/shared/ui/ErrorText';
import { CheckIcon, ChevronIcon, TrashIcon } from '@/shared/ui/icons';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { focusBelowHeader, scrollBelowHeader } from '@/shared/ui/scroll-below-header';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { checkoutCatalogueQuery } from './api/checkout-catalogue';
import { useDesignCategories, usePackageDesigns } from './api/use-checkout-catalogue';
import { checkoutChoices, initialChoices, type AddedToCart } from './checkout-choices';
import { DesignPicker } from './components/DesignPicker';
import { PackagePicker } from './components/PackagePicker';
import './checkout.css';

const LOAD_FAILED = 'Gagal memuat data. Silakan coba lagi nanti.';
const NO_CATEGORIES = new Map<string, string>();
const DESIGN_NOT_OFFERED =
  'Desain yang Anda pilih tidak tersedia untuk paket ini. Silakan pilih desain lain atau paket yang lebih tinggi.';

export default function CheckoutPage() {
  useDocumentTitle('Pesan Undangan');
  const [params] = useSearchParams();
  const catalogue = useQuery(checkoutCatalogueQuery);
  // Only to tell wedding designs from other occasions: the checkout works without it.
  const categories = useDesignCategories().data ?? NO_CATEGORIES;
  const [choices, dispatch] = useReducer(
    checkoutChoices,
    { packageId: params.get(CHECKOUT_QUERY.package), designId: params.get(CHECKOUT_QUERY.design) },
    initialChoices,
  );
  const { packageId, designId, rows, invalid, added } = choices;
  const designs = usePackageDesigns(packageId);
  const designGroup = useRef<HTMLFieldSetElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const message = useMessage();

  // What the address asked for is chosen as its data arrives, told during render (not in an effect)
  // so the first paint with the data already shows the choice.
  if (choices.askedPackage !== null && catalogue.data)
    dispatch({ type: 'packagesArrived', packageIds: catalogue.data.packages.map((p) => String(p.id)) });
  if (choices.askedDesign !== null && packageId !== '' && designs.data)
    dispatch({ type: 'designsArrived', designIds: designs.data.map((d) => d.id) });

  if (catalogue.isPending)
    return (
      <Frame>
        <LoadingText />
      </Frame>
    );
  if (catalogue.isError)
    return (
      <Frame>
        <ErrorText>{LOAD_FAILED}</ErrorText>
      </Frame>
    );

  const { packages } = catalogue.data;
  // The deadline (Normal, Express, One Day) is one choice, made in the cart.
  const addons = catalogue.data.addons.filter((addon) => !isTurnaround(addon));
  const chosenPackage = packages.find((p) => String(p.id) === packageId) ?? null;
  const includedNote = (addon: Addon) =>
    chosenPackage && isIncludedIn(addon, chosenPackage.id)
      ? ADDON_CHOICE_MESSAGES.includedNote(chosenPackage.name)
      : null;
  const designList = designs.data ?? [];
  const chosenDesign = designList.find((d) => d.id === designId) ?? null;
  const chosenAddons = rows
    .map((row) => addons.find((addon) => String(addon.id) === row.addonId))
    .filter((addon): addon is Addon => addon !== undefined && includedNote(addon) === null);
  const chosenAddonIds = new Set(chosenAddons.map((addon) => String(addon.id)));
  // For display only: the server prices every order itself.
  const runningTotal = chosenAddons.reduce((sum, addon) => sum + addon.price, chosenPackage?.price ?? 0);

  const choosePackage = (id: string) => {
    dispatch({ type: 'pickPackage', packageId: id });
    message.clear();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const selectedAddons: CartAddon[] = chosenAddons.map(toCartAddon);
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
        dispatch({ type: 'refused', step: 'design' });
        message.clear();
        designGroup.current?.querySelector('input')?.focus({ preventScroll: true });
        if (designGroup.current) scrollBelowHeader(designGroup.current);
      } else {
        dispatch({ type: 'refused', step: 'package' });
        message.show('error', result.message);
      }
      return;
    }
    saveCart(result.items);
    dispatch({
      type: 'addedToCart',
      added: {
        count: result.added,
        what: summaryText(chosenPackage, chosenDesign, chosenAddons.length),
        thumb: chosenDesign?.image_url ?? null,
        cartItems: result.items.reduce((sum, item) => sum + item.quantity, 0),
        cartSubtotal: cartSubtotal(result.items),
      },
    });
    message.clear();
  };

  // Another item: the form, emptied, from its first step.
  const addAnother = () => {
    dispatch({ type: 'addAnother' });
    const first = form.current?.querySelector<HTMLInputElement>('input[name="checkout-package"]');
    focusBelowHeader(first);
  };

  return (
    <Frame>
      <form ref={form} className="checkout" onSubmit={submit} noValidate>
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
            {choices.designNotOffered && (
              <p className="inline-message inline-message--info" role="status">
                {DESIGN_NOT_OFFERED}
              </p>
            )}
            {designs.isPending && <LoadingText />}
            {designs.isError && <ErrorText>{LOAD_FAILED}</ErrorText>}
            {designs.isSuccess && (
              <DesignPicker
                designs={designList}
                categories={categories}
                value={designId}
                onChange={(id) => dispatch({ type: 'pickDesign', designId: id })}
              />
            )}
          </fieldset>
        )}

        <fieldset className="card checkout__step checkout__addons">
          <legend className="checkout__legend">{chosenPackage ? '3.' : '2.'} Add-on (opsional)</legend>
          {rows.map((row, index) => {
            const found = addons.find((addon) => String(addon.id) === row.addonId);
            // Chosen before a package that includes it: shown as included, not charged.
            const included = found ? includedNote(found) : null;
            const chosen = included ? undefined : found;
            return (
              <div key={row.key} className="addon-row">
                <label htmlFor={`checkout-addon-${row.key}`} className="visually-hidden">
                  Add-on {index + 1}
                </label>
                {/* The native select, for its picker and keyboard, lies invisible over a box that shows the
                    choice in full: a closed select cuts its text on a narrow phone. */}
                <div className="addon-select">
                  <span className="input addon-select__shown" aria-hidden="true">
                    <span>
                      {found
                        ? `${found.title} - ${included ?? formatPrice(found.price)}`
                        : '-- Pilih Add-on --'}
                    </span>
                    <ChevronIcon />
                  </span>
                  <select
                    id={`checkout-addon-${row.key}`}
                    className="addon-select__native"
                    value={row.addonId}
                    onChange={(e) => dispatch({ type: 'pickAddon', key: row.key, addonId: e.target.value })}
                    aria-describedby={chosen ? `checkout-addon-${row.key}-description` : undefined}
                  >
                    <option value="">-- Pilih Add-on --</option>
                    {addons.map((addon) => {
                      const note = includedNote(addon);
                      return (
                        <option
                          key={addon.id}
                          value={addon.id}
                          disabled={
                            note !== null ||
                            (chosenAddonIds.has(String(addon.id)) && row.addonId !== String(addon.id))
                          }
                        >
                          {`${addon.title} - ${note ?? formatPrice(addon.price)}`}
                        </option>
                      );
                    })}
                  </select>
                </div>
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => dispatch({ type: 'removeAddonRow', key: row.key })}
                  aria-label={`Hapus add-on ${index + 1}`}
                >
                  <TrashIcon />
                </button>
                {chosen && (
                  <p id={`checkout-addon-${row.key}-description`} className="addon-row__price">
                    {chosen.description}
                  </p>
                )}
                {found && included && (
                  <p className="addon-row__price" data-testid="addon-included">
                    {found.title}: {included}
                  </p>
                )}
              </div>
            );
          })}
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => dispatch({ type: 'addAddonRow' })}
          >
            + Tambah Add-on
          </button>
          <p className="muted checkout__hint">
            Waktu pengerjaan (Normal, Express, atau One Day) Anda pilih di Keranjang.
          </p>
        </fieldset>

        <div className="checkout__bar" aria-label="Ringkasan pesanan" role="region" data-sticky-bottom>
          {added ? (
            <AddedSheet added={added} onAddAnother={addAnother} />
          ) : (
            <>
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
                    Total sementara <strong data-testid="checkout-total">{formatPrice(runningTotal)}</strong>
                  </span>
                </div>
              </div>
              <button type="submit" className="button button--block">
                Tambahkan ke Keranjang
              </button>
              <InlineMessage message={message.message} testId="checkout-message" />
            </>
          )}
        </div>
        <p className="checkout__note muted">
          Total akhir dihitung ulang saat pembayaran. <Link to={paths.cart}>Lihat Keranjang</Link>
        </p>
      </form>
    </Frame>
  );
}

/**
 * The bar after an add, as a shop's "added to cart" sheet: what went in, the cart as it is now,
 * the way on to the cart first and another item second.
 */
function AddedSheet({ added, onAddAnother }: { added: AddedToCart; onAddAnother: () => void }) {
  const toCart = useRef<HTMLAnchorElement>(null);
  // The keyboard's next step is the cart, as it is the eye's.
  useEffect(() => toCart.current?.focus({ preventScroll: true }), []);
  return (
    <div className="added-sheet" role="status" data-testid="checkout-message" data-tone="success">
      <p className="added-sheet__title">
        <CheckIcon />
        {itemsAddedMessage(added.count)}
      </p>
      <div className="checkout__summary">
        {added.thumb && (
          <img className="checkout__thumb" src={added.thumb} alt="" width={40} height={60} decoding="async" />
        )}
        <div className="checkout__summary-text">
          <span className="checkout__summary-what" data-testid="added-what">
            {added.what}
          </span>
          <span className="checkout__total">
            Keranjang: {added.cartItems} item · <strong>{formatPrice(added.cartSubtotal)}</strong>
          </span>
        </div>
      </div>
      <div className="added-sheet__actions">
        <Link ref={toCart} to={paths.cart} className="button" data-testid="go-to-cart">
          Lihat Keranjang
        </Link>
        <button type="button" className="button button--outline" onClick={onAddAnother}>
          Tambah Item Lain
        </button>
      </div>
    </div>
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
