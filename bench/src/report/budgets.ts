import type { BenchResults, Budget } from '../results';
import { fmt, sectionState, table } from './markdown';

const metText = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : '**missed**');

export const BUDGETS_HEADING = '## Budgets';

/** The budgets of every section, first in RESULTS.md (and what a section run alone rewrites). */
export function renderBudgets(results: BenchResults): string {
  const { sections: s } = results;
  const out: string[] = [];
  const budgets: { section: string; budget: Budget }[] = [];
  const titles: [keyof BenchResults['sections'], string][] = [
    ['catalogueRead', '1. Catalogue read'],
    ['checkout', '2. Checkout'],
    ['paymentToBalance', '3. Payment to balance'],
    ['adminAtScale', '4. Admin at scale'],
    ['web', '5. Web'],
    ['memory', '6. Memory'],
    ['tracing', '8. Tracing export'],
    ['invitationPage', '9. The invitation page'],
    ['guestList', "10. The couple's guest list"],
  ];
  for (const [key, title] of titles) {
    for (const budget of s[key]?.budgets ?? []) budgets.push({ section: title, budget });
  }
  out.push(BUDGETS_HEADING, '');
  out.push(
    table(
      ['Section', 'Measure', 'Budget', 'Measured', 'Met', 'Note'],
      budgets.map(({ section, budget: b }) => [
        section,
        b.name,
        b.target,
        b.value === null ? 'n/a' : `${fmt(b.value, 2)}${b.unit ? ` ${b.unit}` : ''}`,
        metText(b.met),
        b.note ?? '',
      ]),
    ),
    '',
  );
  for (const [key, title] of titles) {
    const state = s[key] && sectionState(s[key]);
    if (state && s[key].budgets.length === 0) out.push(`Section ${title}: ${state}`, '');
  }

  return out.join('\n');
}
