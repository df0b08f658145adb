import { createHash, randomBytes } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import path from 'node:path';
import { simpleParser, type AddressObject, type Attachment, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import type { ProgramSpec } from './program-spec';

/**
 * Where no Mailpit runs natively (`npm start`, the test stack), a mail catcher in its place: an
 * SMTP server that keeps every email it is given (the newest ones, in memory) and delivers none,
 * and an HTTP server answering the part of Mailpit's API the shop's tests read: the list and one
 * message, with Mailpit's field names, so a test reads the mail the same way here and in compose,
 * which runs Mailpit itself (docker-compose.yml, service mailpit). Mailpit's pages, and the rest of
 * its API, are Mailpit's: installed, the native runner starts it instead.
 */

/** Mailpit's ports, which the native runner keeps: SMTP for the programs, HTTP for people and tests. */
export const MAIL_CATCHER_SMTP_PORT = 1025;
export const MAIL_CATCHER_HTTP_PORT = 8025;
/** How many emails are kept; the oldest go first. */
export const MAIL_CATCHER_MAX_MESSAGES = 1000;
/** The most one email may weigh, and all kept emails together. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const MAX_STORED_BYTES = 100 * 1024 * 1024;
/** Mailpit's page size when the query names none. */
const DEFAULT_LIMIT = 50;
const SNIPPET_LENGTH = 250;

export interface MailCatcherOptions {
  /** Only a loopback address: the catcher is for one machine. Default 127.0.0.1. */
  host?: string;
  /** 0 picks a free port. Default 1025. */
  smtpPort?: number;
  /** 0 picks a free port. Default 8025. */
  httpPort?: number;
  /** Default 1000. */
  maxMessages?: number;
  /** The NODE_ENV of the programs it serves; with "production" the catcher refuses to start. */
  nodeEnv?: string;
}

export interface MailCatcher {
  host: string;
  smtpPort: number;
  httpPort: number;
  /** What SMTP_URL names to send here, e.g. smtp://127.0.0.1:1025. */
  smtpUrl: string;
  /** The mailbox for a person and the API's base, e.g. http://127.0.0.1:8025. */
  httpUrl: string;
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Why the catcher may not start with these options, in one line, or undefined when it may. It
 * swallows every email, so never in production, and it answers anyone who reaches it, so never
 * on an address other machines reach.
 */
export function mailCatcherRefusal(
  options: Pick<MailCatcherOptions, 'host' | 'nodeEnv'>,
): string | undefined {
  if (options.nodeEnv === 'production') {
    return "NODE_ENV=production: the mail catcher keeps every email on this machine and delivers none; point SMTP_URL at the shop's mail server, or set EMAIL_DISABLED=true";
  }
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.has(host)) {
    return `SMTP_URL names ${host}: the mail catcher only listens on 127.0.0.1; point SMTP_URL at 127.0.0.1 or at a real mail server`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Mailpit's JSON (its server/apiv1 and internal/storage structs): Go's field names, Go's zero values.

export interface MailpitAddress {
  Name: string;
  Address: string;
}

export interface MailpitAttachment {
  PartID: string;
  FileName: string;
  ContentType: string;
  ContentID: string;
  Size: number;
  Checksums: { MD5: string; SHA1: string; SHA256: string };
}

export interface MailpitListUnsubscribe {
  Header: string;
  Links: string[];
  Errors: string;
  HeaderPost: string;
}

export interface MailpitMessageSummary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailpitAddress | null;
  To: MailpitAddress[];
  Cc: MailpitAddress[];
  Bcc: MailpitAddress[];
  ReplyTo: MailpitAddress[];
  Subject: string;
  Created: string;
  Username: string;
  Tags: string[];
  Size: number;
  /** How many attachments (not inline parts) it has. */
  Attachments: number;
  Snippet: string;
}

export interface MailpitMessagesSummary {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  messages_unread: number;
  start: number;
  tags: string[];
  messages: MailpitMessageSummary[];
}

export interface MailpitMessage {
  ID: string;
  MessageID: string;
  From: MailpitAddress | null;
  To: MailpitAddress[];
  Cc: MailpitAddress[];
  Bcc: MailpitAddress[];
  ReplyTo: MailpitAddress[];
  ReturnPath: string;
  Subject: string;
  ListUnsubscribe: MailpitListUnsubscribe;
  Date: string;
  Tags: string[];
  Username: string;
  Text: string;
  HTML: string;
  Size: number;
  Inline: MailpitAttachment[];
  Attachments: MailpitAttachment[];
}

/** One email as it arrived: its bytes, what the parser made of them, and the envelope. */
interface CaughtMail {
  id: string;
  raw: Buffer;
  parsed: ParsedMail;
  created: Date;
  read: boolean;
  username: string;
  envelopeFrom: string;
  envelopeTo: string[];
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A database id shaped like Mailpit's (22 letters and digits). */
function newId(): string {
  return [...randomBytes(22)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

function addresses(value: AddressObject | AddressObject[] | undefined): MailpitAddress[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects
    .flatMap((object) => object.value)
    .flatMap((entry) => (entry.group ? entry.group : [entry]))
    .filter((entry) => entry.address)
    .map((entry) => ({ Name: entry.name ?? '', Address: entry.address ?? '' }));
}

function headerLine(parsed: ParsedMail, key: string): string {
  const line = parsed.headerLines.find((header) => header.key === key)?.line ?? '';
  return line.replace(/^[^:]*:\s*/, '').replace(/\r?\n\s*/g, ' ');
}

/** Mailpit's tags from the X-Tags header: comma-separated, trimmed, sorted, no duplicates. */
function tagsOf(parsed: ParsedMail): string[] {
  const header = headerLine(parsed, 'x-tags');
  return [
    ...new Set(
      header
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ].sort();
}

function withoutAngles(value: string | undefined): string {
  return (value ?? '').replace(/^<|>$/g, '');
}

function textOf(parsed: ParsedMail): string {
  if (parsed.text) return parsed.text;
  if (!parsed.html) return '';
  return parsed.html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** Up to 250 characters of the text, its white space folded, as Mailpit's message list shows it. */
function snippetOf(parsed: ParsedMail): string {
  const text = textOf(parsed).replace(/\s+/g, ' ').trim();
  const characters = [...text];
  return characters.length > SNIPPET_LENGTH ? `${characters.slice(0, SNIPPET_LENGTH).join('')}...` : text;
}

function isInline(attachment: Attachment): boolean {
  return attachment.related || attachment.contentDisposition === 'inline';
}

function attachmentOf(attachment: Attachment, index: number): MailpitAttachment {
  const digest = (algorithm: string) => createHash(algorithm).update(attachment.content).digest('hex');
  return {
    PartID: attachment.partId ?? String(index + 1),
    FileName: attachment.filename ?? '',
    ContentType: attachment.contentType,
    ContentID: withoutAngles(attachment.contentId),
    Size: attachment.size,
    Checksums: { MD5: digest('md5'), SHA1: digest('sha1'), SHA256: digest('sha256') },
  };
}

/** Envelope recipients that no To or Cc header names: the blind copies, as Mailpit lists them. */
function blindCopies(mail: CaughtMail): MailpitAddress[] {
  const named = new Set(
    [...addresses(mail.parsed.to), ...addresses(mail.parsed.cc)].map((a) => a.Address.toLowerCase()),
  );
  const fromHeader = addresses(mail.parsed.bcc);
  const seen = new Set(fromHeader.map((a) => a.Address.toLowerCase()));
  const fromEnvelope = mail.envelopeTo
    .filter((address) => !named.has(address.toLowerCase()) && !seen.has(address.toLowerCase()))
    .map((address) => ({ Name: '', Address: address }));
  return [...fromHeader, ...fromEnvelope];
}

function summaryOf(mail: CaughtMail): MailpitMessageSummary {
  const { parsed } = mail;
  return {
    ID: mail.id,
    MessageID: withoutAngles(parsed.messageId),
    Read: mail.read,
    From: addresses(parsed.from)[0] ?? null,
    To: addresses(parsed.to),
    Cc: addresses(parsed.cc),
    Bcc: blindCopies(mail),
    ReplyTo: addresses(parsed.replyTo),
    Subject: parsed.subject ?? '',
    Created: mail.created.toISOString(),
    Username: mail.username,
    Tags: tagsOf(parsed),
    Size: mail.raw.length,
    Attachments: parsed.attachments.filter((attachment) => !isInline(attachment)).length,
    Snippet: snippetOf(parsed),
  };
}

function messageOf(mail: CaughtMail): MailpitMessage {
  const { parsed } = mail;
  const unsubscribe = headerLine(parsed, 'list-unsubscribe');
  const parts = parsed.attachments.map((attachment, index) => ({ attachment, index }));
  return {
    ID: mail.id,
    MessageID: withoutAngles(parsed.messageId),
    From: addresses(parsed.from)[0] ?? null,
    To: addresses(parsed.to),
    Cc: addresses(parsed.cc),
    Bcc: blindCopies(mail),
    ReplyTo: addresses(parsed.replyTo),
    ReturnPath: withoutAngles(headerLine(parsed, 'return-path')) || mail.envelopeFrom,
    Subject: parsed.subject ?? '',
    ListUnsubscribe: {
      Header: unsubscribe,
      Links: [...unsubscribe.matchAll(/<([^>]+)>/g)].map((m) => m[1]),
      Errors: '',
      HeaderPost: headerLine(parsed, 'list-unsubscribe-post'),
    },
    Date: (parsed.date ?? mail.created).toISOString(),
    Tags: tagsOf(parsed),
    Username: mail.username,
    Text: parsed.text ?? '',
    HTML: parsed.html || '',
    Size: mail.raw.length,
    Inline: parts
      .filter(({ attachment }) => isInline(attachment))
      .map((p) => attachmentOf(p.attachment, p.index)),
    Attachments: parts
      .filter(({ attachment }) => !isInline(attachment))
      .map((p) => attachmentOf(p.attachment, p.index)),
  };
}

// ---------------------------------------------------------------------------------------------

/** The kept emails, newest first, bounded in number and in bytes. */
class Mailbox {
  private mails: CaughtMail[] = [];
  private bytes = 0;

  constructor(private readonly maxMessages: number) {}

  add(mail: CaughtMail): void {
    this.mails.unshift(mail);
    this.bytes += mail.raw.length;
    while (this.mails.length > this.maxMessages || (this.bytes > MAX_STORED_BYTES && this.mails.length > 1)) {
      const dropped = this.mails.pop();
      if (dropped) this.bytes -= dropped.raw.length;
    }
  }

  get all(): readonly CaughtMail[] {
    return this.mails;
  }

  find(id: string): CaughtMail | undefined {
    return id === 'latest' ? this.mails[0] : this.mails.find((mail) => mail.id === id);
  }

  list(start: number, limit: number): MailpitMessagesSummary {
    const page = this.mails.slice(start, start + limit).map(summaryOf);
    const unread = this.mails.filter((mail) => !mail.read).length;
    return {
      total: this.mails.length,
      unread,
      count: page.length,
      messages_count: this.mails.length,
      messages_unread: unread,
      start,
      tags: [...new Set(this.mails.flatMap((mail) => tagsOf(mail.parsed)))].sort(),
      messages: page,
    };
  }
}

/** A query number as Mailpit reads it: anything that is not a whole number >= 0 is the default. */
function queryNumber(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  return Number(value);
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}

const json = (res: ServerResponse, value: unknown) =>
  send(res, 200, 'application/json', `${JSON.stringify(value)}\n`);
const text = (res: ServerResponse, status: number, body: string) =>
  send(res, status, 'text/plain; charset=utf-8', body);

/** Mailpit's readiness, its list (with its paging) and one message (`latest`: the newest); nothing written. */
function handle(mailbox: Mailbox, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://catcher');
  const route = url.pathname;
  if (req.method !== 'GET' && req.method !== 'HEAD') return text(res, 405, 'method not allowed');

  if (route === '/readyz') return text(res, 200, 'ok');
  if (route === '/api/v1/messages') {
    const start = queryNumber(url.searchParams.get('start'), 0);
    const limit = queryNumber(url.searchParams.get('limit'), DEFAULT_LIMIT);
    return json(res, mailbox.list(start, limit));
  }
  const message = /^\/api\/v1\/message\/([^/]+)$/.exec(route);
  if (message) {
    const mail = mailbox.find(decodeURIComponent(message[1]));
    if (!mail) return text(res, 404, 'message not found');
    // Reading a message marks it read, as Mailpit's does.
    mail.read = true;
    return json(res, messageOf(mail));
  }
  return text(res, 404, '404 page not found');
}

function envelopeAddress(address: SMTPServerAddress | false): string {
  return address ? address.address : '';
}

/** Listens on host:port (0: a free one) and resolves with the port, or rejects as the server fails. */
function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Starts the catcher: SMTP and HTTP on the loopback address. Any login is accepted (as Mailpit's
 * MP_SMTP_AUTH_ACCEPT_ANY does), and no STARTTLS is offered, so an smtp:// URL with or without
 * credentials sends here as it would to compose's Mailpit.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const refusal = mailCatcherRefusal({ host, nodeEnv: options.nodeEnv ?? process.env.NODE_ENV });
  if (refusal) throw new Error(refusal);
  const mailbox = new Mailbox(options.maxMessages ?? MAIL_CATCHER_MAX_MESSAGES);

  const smtp = new SMTPServer({
    logger: false,
    banner: 'Undangan mail catcher (development): nothing is delivered',
    disabledCommands: ['STARTTLS'],
    // A client still connected when the catcher stops is cut off soon, not after half a minute.
    closeTimeout: 1000,
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? '' }),
    onData: (stream, session: SMTPServerSession, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.once('error', (err) => callback(err));
      stream.once('end', () => {
        if (stream.sizeExceeded) {
          const err = Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 });
          return callback(err);
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw, { keepCidLinks: true })
          .then((parsed) => {
            mailbox.add({
              id: newId(),
              raw,
              parsed,
              created: new Date(),
              read: false,
              username: typeof session.user === 'string' ? session.user : '',
              envelopeFrom: envelopeAddress(session.envelope.mailFrom),
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  // A client that breaks off mid-message is its own problem, not the catcher's.
  smtp.on('error', () => undefined);

  const http = createServer((req, res) => {
    try {
      handle(mailbox, req, res);
    } catch (err) {
      // An address it cannot decode (a stray %).
      text(res, 400, (err as Error).message);
    }
  });

  let smtpPort: number;
  try {
    smtpPort = await listen(smtp.server, options.smtpPort ?? MAIL_CATCHER_SMTP_PORT, host);
  } catch (err) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw err;
  }
  let httpPort: number;
  try {
    httpPort = await listen(http, options.httpPort ?? MAIL_CATCHER_HTTP_PORT, host);
  } catch (err) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw err;
  }
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    host,
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${shown}:${smtpPort}`,
    httpUrl: `http://${shown}:${httpPort}`,
    close: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Mailpit itself, when it is installed: the native runner prefers it to the stand-in.

/** The mailpit program on the PATH, or undefined when none is installed. */
export function findMailpit(searchPath = process.env.PATH ?? ''): string | undefined {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, 'mailpit');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

/**
 * Mailpit as a program of the native runner: SMTP and its web UI on the loopback address, the
 * newest 1000 emails, and no question to GitHub about newer releases.
 */
export function mailpitProgram(
  binary: string,
  options: { host?: string; smtpPort?: number; httpPort?: number; maxMessages?: number } = {},
): ProgramSpec {
  const host = options.host ?? '127.0.0.1';
  const shown = host.includes(':') ? `[${host}]` : host;
  const httpPort = options.httpPort ?? MAIL_CATCHER_HTTP_PORT;
  return {
    name: 'mailpit',
    command: [binary],
    env: {
      MP_SMTP_BIND_ADDR: `${shown}:${options.smtpPort ?? MAIL_CATCHER_SMTP_PORT}`,
      MP_UI_BIND_ADDR: `${shown}:${httpPort}`,
      MP_MAX_MESSAGES: String(options.maxMessages ?? MAIL_CATCHER_MAX_MESSAGES),
      MP_DISABLE_VERSION_CHECK: 'true',
    },
    portVariable: 'MP_UI_BIND_ADDR',
    port: httpPort,
    // Answered by every Mailpit 1.x.
    healthUrl: `http://${shown}:${httpPort}/api/v1/messages?limit=1`,
    dependsOn: [],
  };
}
