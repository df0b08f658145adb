import type { BenchResults } from '../results';
import { fmt, loadRow, sectionState, sum, table } from './markdown';

export const REPLICAS_HEADING = '## 7. Replicas';

/**
 * Section 7 alone (`--only replicas` splices it into an earlier RESULTS.md): one and two replicas
 * of the gateway and ordering, and why two cores gain little from the second.
 */
export function renderReplicas(results: BenchResults): string {
  const out: string[] = [REPLICAS_HEADING, ''];
  const section = results.sections.replicas;
  const data = section?.data;
  if (!data) {
    out.push((section && sectionState(section)) ?? 'Not measured.', '');
    return out.join('\n');
  }
  const fronts: Record<string, string> = {
    nginx: 'nginx',
    gateway: 'the gateway alone',
    proxy: "the runner's round-robin proxy",
  };
  out.push(
    `Measured ${data.measuredAt} (load average ${data.loadAverageAtStart[0]} at start, ` +
      `${data.loadAverageAtEnd[0]} at end, on ${data.cores} cores). Both shapes run side by side, each a stack ` +
      'of its own, and take turns in slices (as section 1 does with its baseline) under the load of sections ' +
      '1 and 2: `POST /api/orders/create-transaction` with 20 connections and `GET /api/designs/all` with 50, ' +
      `${fmt(data.runs[0]?.checkout.durationSeconds, 0)} s each in all, after a 1 s warm-up.`,
    '',
    table(
      ['Replicas', 'Front', 'Measure', 'req/s (2xx)', 'p50 ms', 'p99 ms', 'max ms', 'failed'],
      data.runs.flatMap((run) => {
        const shape = `gateway x${run.replicas.gateway}, ordering x${run.replicas.ordering}`;
        return [
          [shape, fronts[run.front], ...loadRow('checkout', run.checkout)],
          [shape, fronts[run.front], ...loadRow('catalogue read', run.catalogueRead)],
        ];
      }),
    ),
    '',
  );
  const [one] = data.runs;
  const checkoutCpu = results.sections.checkout?.data?.cpuMsPerRequest;
  const shared = data.loadAverageAtStart[0] > data.cores;
  // The prose follows the figures: what it says of the ceiling and of the gain is chosen by them.
  const reached = one.checkout.requestsPerSecond;
  const share = reached / data.checkoutCeiling;
  const gained = data.checkoutGain > 1.05;
  out.push(
    `Two replicas against one: checkout ${fmt(data.checkoutGain, 2)} x, catalogue read ` +
      `${fmt(data.catalogueReadGain, 2)} x. ` +
      (gained
        ? `**Why a second replica gains only a little on ${data.cores} cores:** `
        : `**Why a second replica gains nothing on ${data.cores} cores:** `) +
      'the shop is bound by CPU as a whole, not by one process. A checkout costs ' +
      `${fmt(data.cpuMsPerCheckout, 1)} ms of CPU across every process it touches` +
      (checkoutCpu
        ? ` (${fmt(sum(checkoutCpu), 1)} ms in section 2, PostgreSQL, ordering and the gateway the most)`
        : '') +
      `, so ${data.cores} cores allow at most about ${fmt(data.checkoutCeiling, 0)} checkouts/s ` +
      `(${data.cores} x 1,000 ms / ${fmt(data.cpuMsPerCheckout, 1)} ms) however many processes share them; ` +
      `one replica of each reached ${fmt(reached, 0)}, ` +
      (share > 1.05
        ? 'above that estimate: the CPU per checkout was counted with both stacks running side by side, ' +
          'which costs more than a checkout alone, so the ceiling is low. '
        : share >= 0.8
          ? 'close to that ceiling already. '
          : `${fmt(share * 100, 0)}% of it: the rest went to other work on the machine or to waiting ` +
            '(round trips, locks), which more processes do not remove. ') +
      'A second replica adds an event ' +
      "loop, not a core. A catalogue read is answered from the gateway's cache in hundredths of a " +
      'millisecond of its CPU; nginx and the load generator take the rest, so a second gateway has ' +
      'nothing to add.' +
      (shared && data.checkoutGain > 1.05
        ? ` The machine was shared with other work meanwhile (load average ${data.loadAverageAtStart[0]} on ` +
          `${data.cores} cores): more processes then win a larger share of the cores from the scheduler, ` +
          'which shows as a gain here that is not capacity.'
        : '') +
      (data.checkoutGain < 0.95
        ? ' Here two replicas were slower: their extra processes (event loops, broker and database ' +
          'connections, their timers) spend CPU of their own out of the same cores.'
        : '') +
      ' Replicas pay where they get cores of their own (docs/OPERATIONS.md, section 4).',
    '',
  );
  return out.join('\n');
}
