import { SHOP } from '@undangan/contracts';

/** The shop's public contact details and bank account, shown on several pages (contracts' SHOP). */
export const SITE = SHOP;

export { whatsappLink } from '@undangan/contracts';
