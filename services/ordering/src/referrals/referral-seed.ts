/** Demo codes for the development stack; the inactive one shows how a retired promotion is refused. */
export const SEED_REFERRAL_CODES = [
  { code: 'BAHAGIA10', percentage: 10, active: true, description: 'Promo pasangan bahagia' },
  { code: 'SAHABAT5', percentage: 5, active: true, description: 'Rekomendasi sahabat' },
  { code: 'NIKAHHEMAT15', percentage: 15, active: true, description: 'Promo nikah hemat' },
  { code: 'LEBARAN20', percentage: 20, active: false, description: 'Promo Lebaran (berakhir)' },
];
