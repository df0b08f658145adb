/** The admin's reads of the shop's emails: a resend invalidates all of them at once. */
export const emailKeys = {
  all: ['emails'] as const,
  order: (orderId: string) => [...emailKeys.all, 'order', orderId] as const,
  undelivered: () => [...emailKeys.all, 'undelivered'] as const,
};
