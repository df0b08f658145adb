/** RPC queues (one durable queue per service) and the message patterns each one answers. */
export const RPC_QUEUES = {
  catalogue: 'catalogue.rpc',
  ordering: 'ordering.rpc',
  proofStorage: 'proof-storage.rpc',
  reporting: 'reporting.rpc',
  notifications: 'notifications.rpc',
  invitations: 'invitations.rpc',
} as const;

export type ServiceName = keyof typeof RPC_QUEUES;

/** Every service answers this pattern: a cheap way to tell a live consumer from a stuck one. */
export const PING_RPC = 'ping';
