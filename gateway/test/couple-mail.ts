import { waitFor } from '@undangan/platform/testing';
import type { TestStack } from '../../infra/stack/src/test-stack';

/**
 * A couple's sign-in and partner emails as tests read them from the development mailbox (the mail
 * catcher's API), and the token of the link they carry.
 */

interface Mail {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** The sign-in and partner emails to `address` (its order's own emails left out), newest first. */
export async function coupleMailOf(stack: TestStack, address: string): Promise<Mail[]> {
  const list = (await (await fetch(`${stack.mailUrl}/api/v1/messages?limit=1000`)).json()) as {
    messages: Mail[];
  };
  return list.messages.filter(
    (m) =>
      m.To.some((to) => to.Address === address) &&
      (m.Subject.startsWith('Tautan masuk Dasbor Pasangan') || m.Subject.startsWith('Anda diundang')),
  );
}

/** The `count`th such email to `address` (1 is the first), once it has arrived: its subject and text. */
export async function nthCoupleMail(
  stack: TestStack,
  address: string,
  count: number,
): Promise<{ Subject: string; Text: string }> {
  const found = await waitFor(
    `${count} email(s) to ${address}`,
    () => coupleMailOf(stack, address),
    (messages) => messages.length >= count,
    60_000,
  );
  // Newest first.
  const id = found[found.length - count].ID;
  return (await (await fetch(`${stack.mailUrl}/api/v1/message/${id}`)).json()) as {
    Subject: string;
    Text: string;
  };
}

/** The token of the sign-in link in an email's text (`/pasangan/masuk?t=...`). */
export function signInTokenIn(text: string): string {
  const token = /\/pasangan\/masuk\?t=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no sign-in link in: ${text.slice(0, 300)}`);
  return token;
}
