import type { BenchResults } from '../results';
import { renderAdminAtScale } from './admin-at-scale';
import { BUDGETS_HEADING, renderBudgets } from './budgets';
import { renderCatalogueRead } from './catalogue-read';
import { renderCheckout } from './checkout';
import { fmt } from './markdown';
import { renderGuestList } from './guest-list';
import { renderInvitationPage } from './invitation-page';
import { renderMemory } from './memory';
import { renderPaymentToBalance } from './payment-to-balance';
import { REPLICAS_HEADING, renderReplicas } from './replicas';
import { renderTracing, TRACING_HEADING } from './tracing';
import { renderWeb } from './web';

// What a run of one section splices into an earlier RESULTS.md.
export { BUDGETS_HEADING, renderBudgets, REPLICAS_HEADING, renderReplicas, renderTracing, TRACING_HEADING };

/** bench/RESULTS.md: the budgets first, then each section's figures. */
export function renderMarkdown(results: BenchResults): string {
  const { machine } = results;
  const out: string[] = [];
  out.push('# Benchmark results', '');
  out.push(
    `Measured ${results.generatedAt} by \`npm run bench${results.mode === 'quick' ? ' -- --quick' : ''}\` ` +
      `(${results.mode} run, ${fmt(results.seconds, 0)} s) on ${machine.cpus} cores (${machine.cpuModel}), ` +
      `${fmt(machine.memoryMb / 1024, 0)} GB, Node ${machine.node}. Load average at start ` +
      `${machine.loadAverageAtStart.map((l) => fmt(l, 2)).join(' / ')}, at end ` +
      `${machine.loadAverageAtEnd.map((l) => fmt(l, 2)).join(' / ')}.`,
    '',
    // Results written before commits were recorded describe none.
    !results.commit || results.commit.changed
      ? `The programs were built from commit \`${results.commit?.id ?? 'unknown'}\` with changes not yet committed: these figures describe no commit.`
      : `The programs were built from commit \`${results.commit.id}\`, unchanged: these figures describe it.`,
    '',
    `The shop was measured through ${results.front.description}: every request to the shop below ` +
      "went through it, the payment notifications too (Midtrans's reach the public address).",
    '',
    `> ${results.caveat}`,
    '',
  );

  out.push(
    renderBudgets(results),
    renderCatalogueRead(results),
    renderCheckout(results),
    renderPaymentToBalance(results),
    renderAdminAtScale(results),
    renderWeb(results),
    renderMemory(results),
    renderReplicas(results),
    renderTracing(results),
    renderInvitationPage(results),
    renderGuestList(results),
  );
  return out.join('\n');
}

/** An earlier RESULTS.md with section 7 replaced by `section` (or added at its end). */
export function spliceSection(markdown: string, section: string, heading = REPLICAS_HEADING): string {
  const start = markdown.indexOf(heading);
  if (start < 0) return `${markdown.replace(/\n*$/, '\n\n')}${section}`;
  const next = markdown.indexOf('\n## ', start + heading.length);
  return markdown.slice(0, start) + section + (next < 0 ? '' : markdown.slice(next + 1));
}
