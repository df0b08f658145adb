import { Addon, CATALOGUE, CartItemInput, CatalogueQuote } from '@undangan/contracts';
import { RpcClient, rpcFailure } from '@undangan/platform';
import { PricedCart, priceCart, quoteRequestFor } from './cart-pricing';

export const DEFAULT_MAX_ORDER_TOTAL = 100_000_000;

/**
 * Prices carts from the catalogue service's current figures (never a cache, never the browser),
 * refusing a total above `maxOrderTotal` (MAX_ORDER_TOTAL, whole rupiah): larger orders are
 * arranged with the shop directly, so no one can record pending revenue of any size.
 */
export class CataloguePrices {
  constructor(
    private readonly catalogue: RpcClient,
    private readonly maxOrderTotal: number,
  ) {}

  /**
   * The catalogue's answer, names in the cart resolved; its failure (a timeout, 504; away, 503) is
   * passed on as it is.
   */
  quote(cart: CartItemInput[], requestId?: string): Promise<CatalogueQuote> {
    return this.catalogue.call(CATALOGUE.quote, quoteRequestFor(cart), requestId);
  }

  /** Every add-on as the catalogue sells it now (a revision's price is one of them). */
  addons(requestId?: string): Promise<Addon[]> {
    return this.catalogue.call(CATALOGUE.listAddons, {}, requestId);
  }

  /** The priced cart, or a 400 naming what cannot be bought or that the total is over the ceiling. */
  price(cart: CartItemInput[], quote: CatalogueQuote, discountPercentage: number): PricedCart {
    const result = priceCart(cart, quote, discountPercentage, { maxOrderTotal: this.maxOrderTotal });
    if (!result.ok) throw rpcFailure('bad_request', result.message);
    if (result.cart.total < 1) throw rpcFailure('bad_request', 'Total pembayaran tidak valid.');
    return result.cart;
  }
}
