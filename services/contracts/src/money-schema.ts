import { z } from 'zod';

/** Rupiah in an answer: a whole number, never negative (as isRupiah in money.ts). */
export const rupiahSchema = z.number().int().nonnegative();
