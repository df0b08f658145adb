import { z } from 'zod';
import { isWhatsappNumber } from './phone';
import { requiredText } from './validation';

// The customer a checkout names: their details (their phone as the shop compares it: phone.ts).

export const customerSchema = z.object({
  name: requiredText('Nama', 100),
  phone: requiredText('Nomor WhatsApp', 20).refine(isWhatsappNumber, {
    error: 'Nomor WhatsApp tidak valid.',
  }),
  email: requiredText('Email', 254).pipe(z.email({ error: 'Email tidak valid.' })),
});
export type CustomerInput = z.output<typeof customerSchema>;
