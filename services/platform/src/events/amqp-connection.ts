import amqp, { AmqpConnectionManager } from 'amqp-connection-manager';
import type { Channel } from 'amqplib';
import { DEAD_LETTER_EXCHANGE, EVENTS_EXCHANGE } from '@undangan/contracts';
import type { Logger } from '../logger';

/** How long to wait before reconnecting after the broker went away (it usually comes back fast). */
const RECONNECT_SECONDS = 1;

/**
 * A self-reconnecting broker connection. noDelay: without it, two back-to-back writes wait on the
 * peer's delayed ACK (tens of milliseconds per message, docs/ARCHITECTURE.md, "Broker connections").
 */
export function connectBroker(url: string, logger: Logger, purpose: string): AmqpConnectionManager {
  const connection = amqp.connect([url], {
    // connection_name tells the connections apart in RabbitMQ's management views.
    connectionOptions: { noDelay: true, clientProperties: { connection_name: purpose } },
    reconnectTimeInSeconds: RECONNECT_SECONDS,
  });
  let failures = 0;
  connection.on('connect', () => {
    failures = 0;
    logger.info({ purpose }, 'broker connected');
  });
  connection.on('disconnect', ({ err }) => logger.warn({ purpose, err }, 'broker disconnected'));
  connection.on('connectFailed', ({ err }) => {
    // One line per outage and then one a minute, not one per retry.
    if (failures++ % 60 === 0) logger.warn({ purpose, err, failures }, 'broker unreachable; retrying');
  });
  return connection;
}

/** The durable exchanges every producer and consumer relies on; asserting is idempotent. */
export async function assertEventExchanges(channel: Channel): Promise<void> {
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  await channel.assertExchange(DEAD_LETTER_EXCHANGE, 'direct', { durable: true });
}

/**
 * The connection manager only replaces a channel when the whole connection drops; a channel the
 * broker closed on its own (e.g. a failed declaration) would stay dead. Reconnect after a pause
 * so the setup runs again, without spinning when the failure repeats.
 */
export function reconnectOnChannelError(
  connection: AmqpConnectionManager,
  channel: Channel,
  logger: Logger,
  purpose: string,
  isClosing: () => boolean,
): void {
  channel.on('error', (err: Error) => {
    logger.error({ purpose, err }, 'broker closed the channel; reconnecting');
    setTimeout(() => {
      if (isClosing()) return;
      try {
        connection.reconnect();
      } catch (reconnectErr) {
        logger.warn({ purpose, err: reconnectErr }, 'reconnect after channel error failed');
      }
    }, RECONNECT_SECONDS * 1000).unref();
  });
}
