import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for tests: keeps what it receives, parsed, and can refuse addresses. */
export class SmtpInbox {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  private port = 0;

  /** Addresses answered 550 at RCPT TO. */
  readonly refused = new Set<string>();

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) {
          const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
          err.responseCode = 550;
          return callback(err);
        }
        callback();
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Stops listening (and drops open connections), keeping the port for a restart. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  restart(): Promise<number> {
    return this.start(this.port);
  }

  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => addresses(mail).includes(address.toLowerCase()));
  }

  about(orderId: string): ParsedMail[] {
    return this.received.filter((mail) => mail.subject?.includes(orderId));
  }
}

function addresses(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}
