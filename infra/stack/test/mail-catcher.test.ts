import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import {
  findMailpit,
  MailCatcher,
  mailCatcherRefusal,
  mailpitProgram,
  startMailCatcher,
} from '../src/mail-catcher';

/**
 * The mail catcher the native runner starts where no Mailpit is installed: real mail sent with
 * nodemailer (as the notifications service sends it) comes back through Mailpit's HTTP API, with
 * Mailpit's field names, so a test reads it the same way in compose and natively.
 */

// Mailpit's JSON, from its Go structs (server/apiv1/messages.go MessagesSummary, internal/storage
// structs.go MessageSummary, Message, Attachment; net/mail's Address).
const LIST_FIELDS = [
  'total',
  'unread',
  'count',
  'messages_count',
  'messages_unread',
  'start',
  'tags',
  'messages',
];
const SUMMARY_FIELDS = [
  'ID',
  'MessageID',
  'Read',
  'From',
  'To',
  'Cc',
  'Bcc',
  'ReplyTo',
  'Subject',
  'Created',
  'Username',
  'Tags',
  'Size',
  'Attachments',
  'Snippet',
];
const MESSAGE_FIELDS = [
  'ID',
  'MessageID',
  'From',
  'To',
  'Cc',
  'Bcc',
  'ReplyTo',
  'ReturnPath',
  'Subject',
  'ListUnsubscribe',
  'Date',
  'Tags',
  'Username',
  'Text',
  'HTML',
  'Size',
  'Inline',
  'Attachments',
];
const ATTACHMENT_FIELDS = ['PartID', 'FileName', 'ContentType', 'ContentID', 'Size', 'Checksums'];
const ADDRESS_FIELDS = ['Name', 'Address'];

interface Address {
  Name: string;
  Address: string;
}
interface Summary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: Address | null;
  To: Address[];
  Cc: Address[];
  Bcc: Address[];
  Subject: string;
  Created: string;
  Username: string;
  Tags: string[];
  Size: number;
  Attachments: number;
  Snippet: string;
}
interface List {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  start: number;
  tags: string[];
  messages: Summary[];
}
interface Attachment {
  PartID: string;
  FileName: string;
  ContentType: string;
  Size: number;
  Checksums: { MD5: string; SHA1: string; SHA256: string };
}
interface Message {
  ID: string;
  From: Address;
  To: Address[];
  Cc: Address[];
  Bcc: Address[];
  ReturnPath: string;
  Subject: string;
  Date: string;
  Text: string;
  HTML: string;
  Inline: Attachment[];
  Attachments: Attachment[];
}

const sorted = (keys: string[]) => [...keys].sort();

async function sendMail(catcher: MailCatcher, mail: SendMailOptions, auth?: { user: string; pass: string }) {
  const transport = createTransport({ url: catcher.smtpUrl, auth });
  try {
    return await transport.sendMail(mail);
  } finally {
    transport.close();
  }
}

async function get<T>(catcher: MailCatcher, route: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${catcher.httpUrl}${route}`);
  const type = res.headers.get('content-type') ?? '';
  const body = (type.startsWith('application/json') ? await res.json() : await res.text()) as T;
  return { status: res.status, body };
}

const PDF = Buffer.from('%PDF-1.4 an invitation\n');

describe('the mail catcher', () => {
  let catcher: MailCatcher;

  // An empty mailbox for each test.
  beforeEach(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, nodeEnv: 'test' });
  });
  afterEach(async () => {
    await catcher?.close();
  });

  async function sendTwo() {
    await sendMail(catcher, {
      from: 'Undangan <no-reply@undangan.id>',
      to: 'admin@undangan.id',
      subject: 'Bukti transfer menunggu',
      text: 'Pesanan INV-20260101-AAAAAA menunggu pemeriksaan.',
    });
    const info = await sendMail(catcher, {
      from: 'Undangan <no-reply@undangan.id>',
      to: 'Rina & Budi <rina@example.com>',
      cc: 'budi@example.com',
      bcc: 'arsip@undangan.id',
      subject: 'Pembayaran diterima',
      text: 'Terima kasih, pembayaran Anda sudah kami terima.',
      html: '<p>Terima kasih, <b>pembayaran</b> Anda sudah kami terima.</p>',
      headers: { 'X-Tags': 'payment, customer' },
      attachments: [{ filename: 'kwitansi.pdf', content: PDF, contentType: 'application/pdf' }],
    });
    return info;
  }

  it("lists what nodemailer sent, newest first, with Mailpit's field names", async () => {
    const info = await sendTwo();
    const { status, body } = await get<List>(catcher, '/api/v1/messages');
    expect(status).toBe(200);
    expect(sorted(Object.keys(body))).toEqual(sorted(LIST_FIELDS));
    expect(body).toMatchObject({ total: 2, unread: 2, count: 2, messages_count: 2, start: 0 });
    expect(body.tags).toEqual(['customer', 'payment']);
    const [newest, oldest] = body.messages;
    for (const summary of body.messages) {
      expect(sorted(Object.keys(summary))).toEqual(sorted(SUMMARY_FIELDS));
      expect(sorted(Object.keys(summary.From ?? {}))).toEqual(sorted(ADDRESS_FIELDS));
      expect(summary.ID).toMatch(/^[A-Za-z0-9]{22}$/);
      expect(new Date(summary.Created).toISOString()).toBe(summary.Created);
      expect(summary.Read).toBe(false);
    }
    expect(newest).toMatchObject({
      Subject: 'Pembayaran diterima',
      MessageID: info.messageId.replace(/^<|>$/g, ''),
      From: { Name: 'Undangan', Address: 'no-reply@undangan.id' },
      To: [{ Name: 'Rina & Budi', Address: 'rina@example.com' }],
      Cc: [{ Name: '', Address: 'budi@example.com' }],
      // Not in any header: Mailpit names it from the envelope.
      Bcc: [{ Name: '', Address: 'arsip@undangan.id' }],
      Tags: ['customer', 'payment'],
      Attachments: 1,
      Username: '',
      Snippet: 'Terima kasih, pembayaran Anda sudah kami terima.',
    });
    expect(newest.Size).toBeGreaterThan(PDF.length);
    expect(oldest).toMatchObject({ Subject: 'Bukti transfer menunggu', Attachments: 0, Bcc: [], Tags: [] });
  });

  it('pages with limit and start, as Mailpit reads them', async () => {
    await sendTwo();
    const second = await get<List>(catcher, '/api/v1/messages?limit=1&start=1');
    expect(second.body).toMatchObject({ total: 2, count: 1, messages_count: 2, start: 1 });
    expect(second.body.messages.map((m) => m.Subject)).toEqual(['Bukti transfer menunggu']);
    const past = await get<List>(catcher, '/api/v1/messages?start=5');
    expect(past.body).toMatchObject({ total: 2, count: 0, start: 5, messages: [] });
    // Not a number: the defaults (start 0, 50 a page).
    const wrong = await get<List>(catcher, '/api/v1/messages?limit=lots&start=-1');
    expect(wrong.body).toMatchObject({ count: 2, start: 0 });
  });

  it('gives one message with its text, HTML and attachments, and marks it read', async () => {
    await sendTwo();
    const [newest] = (await get<List>(catcher, '/api/v1/messages')).body.messages;
    const { status, body } = await get<Message>(catcher, `/api/v1/message/${newest.ID}`);
    expect(status).toBe(200);
    expect(sorted(Object.keys(body))).toEqual(sorted(MESSAGE_FIELDS));
    expect(body).toMatchObject({
      ID: newest.ID,
      Subject: 'Pembayaran diterima',
      ReturnPath: 'no-reply@undangan.id',
      Text: expect.stringContaining('pembayaran Anda sudah kami terima') as unknown,
      HTML: '<p>Terima kasih, <b>pembayaran</b> Anda sudah kami terima.</p>',
      Inline: [],
    });
    expect(new Date(body.Date).toISOString()).toBe(body.Date);
    expect(body.Attachments).toHaveLength(1);
    const [pdf] = body.Attachments;
    expect(sorted(Object.keys(pdf))).toEqual(sorted(ATTACHMENT_FIELDS));
    expect(pdf).toMatchObject({ FileName: 'kwitansi.pdf', ContentType: 'application/pdf', Size: PDF.length });
    expect(pdf.Checksums.SHA256).toBe(createHash('sha256').update(PDF).digest('hex'));

    expect((await get<Message>(catcher, '/api/v1/message/latest')).body.ID).toBe(newest.ID);

    const after = (await get<List>(catcher, '/api/v1/messages')).body;
    expect(after.unread).toBe(1);
    expect(after.messages.map((m) => m.Read)).toEqual([true, false]);
    expect((await get<string>(catcher, '/api/v1/message/NoSuchMessage0000000000')).status).toBe(404);
  });

  it('takes any login, and names the user as Mailpit does', async () => {
    await sendMail(
      catcher,
      { from: 'no-reply@undangan.id', to: 'admin@undangan.id', subject: 'Masuk', text: 'x' },
      { user: 'shop', pass: 'whatever' },
    );
    const [summary] = (await get<List>(catcher, '/api/v1/messages')).body.messages;
    expect(summary.Username).toBe('shop');
  });

  it('answers reads only', async () => {
    const res = await fetch(`${catcher.httpUrl}/api/v1/messages`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect((await get<string>(catcher, '/')).status).toBe(404);
  });
});

describe('the mail catcher keeps the newest messages only', () => {
  it('drops the oldest past its bound', async () => {
    const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, maxMessages: 3, nodeEnv: 'test' });
    try {
      for (let i = 1; i <= 5; i++) {
        await sendMail(catcher, {
          from: 'a@undangan.id',
          to: 'b@undangan.id',
          subject: `email ${i}`,
          text: 'x',
        });
      }
      const { body } = await get<List>(catcher, '/api/v1/messages');
      expect(body.total).toBe(3);
      expect(body.messages.map((m) => m.Subject)).toEqual(['email 5', 'email 4', 'email 3']);
    } finally {
      await catcher.close();
    }
  });
});

describe('where the mail catcher may run', () => {
  it('refuses production, and any address but loopback', async () => {
    expect(mailCatcherRefusal({ host: '127.0.0.1', nodeEnv: 'development' })).toBeUndefined();
    expect(mailCatcherRefusal({ host: '127.0.0.1', nodeEnv: 'production' })).toMatch(
      /^NODE_ENV=production: .*point SMTP_URL at the shop's mail server, or set EMAIL_DISABLED=true$/,
    );
    expect(mailCatcherRefusal({ host: '0.0.0.0', nodeEnv: 'development' })).toMatch(
      /only listens on 127\.0\.0\.1/,
    );
    await expect(startMailCatcher({ smtpPort: 0, httpPort: 0, nodeEnv: 'production' })).rejects.toThrow(
      /NODE_ENV=production/,
    );
  });

  it('finds Mailpit on the PATH, and runs it on loopback with the same bound', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'undangan-mailpit-'));
    try {
      expect(findMailpit(dir)).toBeUndefined();
      const binary = path.join(dir, 'mailpit');
      writeFileSync(binary, '#!/bin/sh\n');
      chmodSync(binary, 0o755);
      expect(findMailpit(`/nonexistent${path.delimiter}${dir}`)).toBe(binary);
      const spec = mailpitProgram(binary);
      expect(spec.command).toEqual([binary]);
      expect(spec.env).toEqual({
        MP_SMTP_BIND_ADDR: '127.0.0.1:1025',
        MP_UI_BIND_ADDR: '127.0.0.1:8025',
        MP_MAX_MESSAGES: '1000',
        MP_DISABLE_VERSION_CHECK: 'true',
      });
      expect(spec.healthUrl).toBe('http://127.0.0.1:8025/api/v1/messages?limit=1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
