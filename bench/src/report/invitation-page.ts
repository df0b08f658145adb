import type { BenchResults } from '../results';
import { fmt, loadRow, sectionState, table } from './markdown';

export const INVITATION_PAGE_HEADING = '## 9. The invitation page';

/** Section 9: what guests meet, and what their traffic does to the shop's checkout. */
export function renderInvitationPage(results: BenchResults): string {
  const out: string[] = [INVITATION_PAGE_HEADING, ''];
  const section = results.sections.invitationPage;
  const data = section?.data;
  if (!data) {
    out.push((section && sectionState(section)) ?? 'Not measured in this run.', '');
    return out.join('\n');
  }
  const { script, lighthouse, pageViews, rsvpBurst, checkoutBeside } = data;
  out.push(
    `The sample invitation \`${data.page}\` (every section the Exclusive package has), read through the front. ` +
      `Before a guest does anything it runs ${script.inlineScripts} inline and ${script.externalScripts} loaded ` +
      `script${script.externalScripts === 1 ? '' : 's'}: ${fmt(script.gzipBytes / 1024, 1)} KB gzip ` +
      `(${fmt(script.rawBytes / 1024, 1)} KB raw); the whole page is ${fmt(script.htmlGzipBytes / 1024, 1)} KB gzip.`,
    '',
  );
  const lh = lighthouse.result;
  if (lh)
    out.push(
      `Lighthouse ${lighthouse.version ?? ''} mobile preset: performance ${fmt(lh.performance, 0)}` +
        (lh.runs && lh.runs.length > 1 ? ` (every run ${lh.runs.map((r) => fmt(r, 0)).join(' / ')})` : '') +
        `, accessibility ${fmt(lh.accessibility, 0)}, LCP ${fmt(lh.lcpMs, 0)} ms` +
        (lh.lcpElement ? ` (\`${lh.lcpElement.replace(/[|`]/g, ' ')}\`)` : '') +
        `, TBT ${fmt(lh.tbtMs, 0)} ms, CLS ${fmt(lh.cls, 3)}` +
        (lh.error
          ? `; error: ${lh.error}`
          : lh.failedAudits?.length
            ? `; audits under 0.9: ${lh.failedAudits.join(', ')}`
            : '') +
        '.',
      '',
    );
  else out.push(lighthouse.error ?? 'Lighthouse did not run.', '');
  out.push(
    `Page views: the front (nginx keeping the page the gateway marked, behind it the gateway and the invitations ` +
      `service) and a bare nginx serving the same ${fmt(pageViews.bodyBytes, 0)} bytes as a file, in turns.`,
    '',
    table(
      ['Served by', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'failed'],
      [loadRow('the front', pageViews.front), loadRow('bare nginx', pageViews.bare)],
    ),
    '',
    `RSVPs: ${rsvpBurst.sent} sent at a steady pace over ${fmt(rsvpBurst.seconds, 1)} s, each on time whether or not ` +
      `the ones before were answered; ${rsvpBurst.answered200} answered 200 and ${rsvpBurst.kept} kept. p50 ` +
      `${fmt(rsvpBurst.latency.p50, 2)} ms, p99 ${fmt(rsvpBurst.latency.p99, 2)} ms, max ${fmt(rsvpBurst.latency.max, 1)} ms.`,
    '',
    `Checkout alone and beside guests opening the page (${fmt(checkoutBeside.guestPageViewsPerSecond, 0)} page views ` +
      `a second${checkoutBeside.guestFailures ? `, ${checkoutBeside.guestFailures} failed` : ''}), in turns:`,
    '',
    table(
      ['Checkout', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'failed'],
      [loadRow('alone', checkoutBeside.alone), loadRow('beside the guests', checkoutBeside.besideGuests)],
    ),
    '',
  );
  return out.join('\n');
}
