export * from './server';
export * from './config';
export { signatureKey } from './status-body';
export { RETRY_DELAYS_MINUTES, retriesAfter } from './notifier';
export { METHOD_KEYS, type MethodKey } from './payment-methods';
