/** The proof page's reads: the queue, one order's proof with its bill, and a stored proof image. */
export const proofReviewKeys = {
  queue: (limit: number) => ['proof-queue', limit] as const,
  queueAll: ['proof-queue'] as const,
  review: (orderId: string) => ['proof-review', orderId] as const,
  image: (path: string) => ['proof-image', path] as const,
  imageAll: ['proof-image'] as const,
};
