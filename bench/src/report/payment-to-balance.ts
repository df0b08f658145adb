import type { BenchResults, Latency } from '../results';
import { fmt, sectionState, table } from './markdown';

const latencyRow = (label: string, latency: Latency) => [
  label,
  fmt(latency.p50, 2),
  fmt(latency.p99, 2),
  fmt(latency.max, 1),
  latency.samples,
];

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
          latencyRow('Notification request (gateway to ordering)', pay.data.notification),
          latencyRow('Accepted to balance', pay.data.acceptedToBalance),
          latencyRow(
            "Baseline: the same way's least work, bare (a commit, the event through RabbitMQ, a commit in a second database, one bare node:http request)",
            pay.data.bareEventPath,
          ),
        ],
      ),
      '',
    );
  } else out.push(sectionState(pay) ?? '', '');
  return out.join('\n');
}
