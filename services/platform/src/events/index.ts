export * from './event-tables';
export * from './outbox';
export * from './event-bus';
export * from './outbox-relay';
export * from './inbox-consumer';
export { connectBroker, reconnectOnChannelError } from './amqp-connection';
export type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
