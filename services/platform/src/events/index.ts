export * from './event-tables';
export * from './outbox';
export { OUTBOX_INSERT, outboxRow } from './outbox.table';
export * from './event-bus';
export * from './outbox-relay';
export * from './inbox-consumer';
export * from './event-metrics';
export { connectBroker, reconnectOnChannelError } from './amqp-connection';
export type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
