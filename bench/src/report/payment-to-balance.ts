import type { BenchResults } from '../results';
import { fmt, sectionState, table } from './markdown';

/** Section 3: from a settlement notification to the balance that includes it, against the bare event path. */
export function renderPaymentToBalance(results: BenchResults): string {
  const out: string[] = ['## 3. Payment to balance', ''];
  const pay = results.sections.paymentToBalance;
  if (pay.data) {
    out.push(
      `${pay.data.payments} payments, one at a time: a signed \`settlement\` notification to the gateway, then ` +
        `the balance read through the ${results.front.kind === 'nginx' ? 'front' : 'gateway'} until it includes the payment (${pay.data.balancePolls} reads).`,
      '',
    );
    out.push(
      table(
        ['Step', 'p50 ms', 'p99 ms', 'max ms', 'samples'],
        [
          [
            'Notification request (gateway to ordering)',
            fmt(pay.data.notification.p50, 2),
            fmt(pay.data.notification.p99, 2),
            fmt(pay.data.notification.max, 1),
            pay.data.notification.samples,
          ],
          [
            'Accepted to balance',
            fmt(pay.data.acceptedToBalance.p50, 2),
            fmt(pay.data.acceptedToBalance.p99, 2),
            fmt(pay.data.acceptedToBalance.max, 1),
            pay.data.acceptedToBalance.samples,
          ],
          [
            "Baseline: the same way's least work, bare (a commit, the event through RabbitMQ, a commit in a second database, one bare node:http request)",
            fmt(pay.data.bareEventPath.p50, 2),
            fmt(pay.data.bareEventPath.p99, 2),
            fmt(pay.data.bareEventPath.max, 1),
            pay.data.bareEventPath.samples,
          ],
        ],
      ),
      '',
    );
  } else out.push(sectionState(pay) ?? '', '');
  return out.join('\n');
}
