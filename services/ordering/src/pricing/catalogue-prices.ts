import { CATALOGUE_RPC, CartItemInput, CatalogueQuote } from '@undangan/contracts';
import { RpcClient, rpcFailure } from '@undangan/platform';
import { PricedCart, priceCart, quoteRequestFor } from './cart-pricing';

/** Prices carts from the catalogue service's current figures (never a cache, never the browser). */
export class CataloguePrices {
  constructor(private readonly catalogue: RpcClient) {}

  /** The catalogue's answer; its failure (a timeout, 504; away, 503) is passed on as it is. */
  quote(cart: CartItemInput[], requestId?: string): Promise<CatalogueQuote> {
    return this.catalogue.call<CatalogueQuote>(CATALOGUE_RPC.quote, quoteRequestFor(cart), requestId);
  }

  /** The priced cart, or a 400 naming what cannot be bought. */
  price(cart: CartItemInput[], quote: CatalogueQuote, discountPercentage: number): PricedCart {
    const result = priceCart(cart, quote, discountPercentage);
    if (!result.ok) throw rpcFailure('bad_request', result.message);
    if (result.cart.total < 1) throw rpcFailure('bad_request', 'Total pembayaran tidak valid.');
    return result.cart;
  }
}
