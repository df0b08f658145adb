import type { CatalogueQuote } from '@undangan/contracts';
import type { RpcClient } from '@undangan/platform';
import { orderingConfigOf } from './ordering.config';
import { CataloguePrices, DEFAULT_MAX_ORDER_TOTAL } from './pricing/catalogue-prices';

/** Split Link alone, at 80.000. */
const quote: CatalogueQuote = {
  packages: [],
  addons: [{ id: 5, title: 'Split Link', description: '', price: 80_000 }],
  designs: [],
};

describe('MAX_ORDER_TOTAL', () => {
  it('is Rp 100.000.000 unless set, and is read as whole rupiah', () => {
    expect(orderingConfigOf().MAX_ORDER_TOTAL).toBe(DEFAULT_MAX_ORDER_TOTAL);
    expect(DEFAULT_MAX_ORDER_TOTAL).toBe(100_000_000);
    expect(orderingConfigOf({ MAX_ORDER_TOTAL: '2500000' }).MAX_ORDER_TOTAL).toBe(2_500_000);
  });

  it.each(['0', '-5', '1.5', 'seratus juta', '1e30'])('refuses %s', (value) => {
    expect(() => orderingConfigOf({ MAX_ORDER_TOTAL: value })).toThrow(/MAX_ORDER_TOTAL|whole number/);
  });

  it('is what CataloguePrices refuses above, with a 400', () => {
    const prices = new CataloguePrices(
      {} as RpcClient,
      orderingConfigOf({ MAX_ORDER_TOTAL: '150000' }).MAX_ORDER_TOTAL,
    );
    expect(
      prices.price([{ packageId: null, designId: null, addons: [{ id: 5 }], quantity: 1 }], quote, 0).total,
    ).toBe(80_000);
    let refusal: unknown;
    try {
      prices.price([{ packageId: null, designId: null, addons: [{ id: 5 }], quantity: 2 }], quote, 0);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toMatchObject({
      error: {
        status: 400,
        message:
          'Total pesanan melebihi batas Rp 150.000. Untuk pesanan sebesar ini, silakan hubungi kami melalui WhatsApp.',
      },
    });
  });
});
