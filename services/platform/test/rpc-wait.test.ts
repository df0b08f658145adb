import amqp from 'amqplib';
import type { RpcContract } from '@undangan/contracts';
import { createLogger, RpcClient } from '../src';
import { createTestVhost } from '../src/testing';

/**
 * How long a caller waits: the client's timeout, or longer where the contract says its work may
 * queue (an image prepared after others). A responder answering after 600 ms meets a client whose
 * own timeout is 200 ms.
 */
jest.setTimeout(60_000);

const QUEUE = 'slow.rpc';
const logger = createLogger('test', 'silent');
let vhost: { url: string; drop(): Promise<void> };
let connection: amqp.ChannelModel;
let client: RpcClient;

beforeAll(async () => {
  vhost = await createTestVhost('rpc_wait');
  connection = await amqp.connect(vhost.url);
  const channel = await connection.createChannel();
  await channel.assertQueue(QUEUE, { durable: true });
  // Nest's RMQ wire format: { pattern, data, id } in, { response, isDisposed, id } back.
  await channel.consume(QUEUE, (msg) => {
    if (!msg) return;
    const { id } = JSON.parse(msg.content.toString()) as { id: string };
    setTimeout(() => {
      channel.sendToQueue(
        msg.properties.replyTo as string,
        Buffer.from(JSON.stringify({ response: 'prepared', isDisposed: true, id })),
        { correlationId: msg.properties.correlationId as string },
      );
    }, 600);
    channel.ack(msg);
  });
  client = new RpcClient(vhost.url, QUEUE, 200, logger);
});

afterAll(async () => {
  await client?.close();
  await connection?.close();
  await vhost?.drop();
});

const contract = (timeoutMs?: number) =>
  ({ service: 'proofStorage', pattern: 'slow.work', timeoutMs }) as RpcContract;

it("gives up after the client's own timeout when the contract names none", async () => {
  await expect(client.call(contract(), {} as never)).rejects.toMatchObject({ status: 504, code: 'timeout' });
});

it('waits as long as the contract says its work may take', async () => {
  await expect(client.call(contract(5_000), {} as never)).resolves.toBe('prepared');
});
