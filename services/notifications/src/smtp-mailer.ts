import { createTransport, type Transporter } from 'nodemailer';

/** One email as the mail server gets it. */
export interface OutgoingEmail {
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * How a send ended. `address`: the server refused the recipient for good (a 5xx answer to RCPT TO),
 * so trying again cannot help. `transient`: anything else (no connection, a timeout, a 4xx, a
 * server refusing us), worth another try later.
 */
export type SendResult =
  { ok: true; messageId: string | null } | { ok: false; kind: 'address' | 'transient'; error: string };

export interface Mailer {
  send(email: OutgoingEmail): Promise<SendResult>;
  close(): void;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  command?: string;
}

/**
 * What went wrong, in a form safe to keep and log: the error's code and the server's status, never
 * its text (a server's answer may quote the address).
 */
export function describeSmtpError(err: unknown): { kind: 'address' | 'transient'; error: string } {
  const e = (typeof err === 'object' && err !== null ? err : {}) as SmtpError;
  const status = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const code = typeof e.code === 'string' ? e.code : 'ERROR';
  const refusedRecipient =
    status !== undefined &&
    status >= 500 &&
    status < 600 &&
    (code === 'EENVELOPE' || e.command === 'RCPT TO');
  return {
    kind: refusedRecipient ? 'address' : 'transient',
    error: status !== undefined ? `${code} ${status}` : code,
  };
}

/** Sends through the SMTP server of `url` (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(url: string): Mailer {
  const transport: Transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(email) {
      try {
        const info = await transport.sendMail({
          from: email.from,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: { 'X-Undangan-Email-Id': email.id },
        });
        return { ok: true, messageId: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (err) {
        return { ok: false, ...describeSmtpError(err) };
      }
    },
    close: () => transport.close(),
  };
}
