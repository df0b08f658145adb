import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sampleVariants, sampleViews } from './email-samples';
import { renderEmail } from './render-email';

/**
 * Writes every sample email as <name>.html and <name>.txt into the directory given, to open in a
 * browser or a mail client while working on the templates:
 *   node services/notifications/dist/emails/preview-cli.js /tmp/email-preview
 */
function main(directory: string | undefined): void {
  if (!directory) {
    console.error('Usage: preview-cli <directory>');
    process.exit(2);
  }
  mkdirSync(directory, { recursive: true });
  const samples = { ...sampleViews, ...sampleVariants };
  for (const [name, view] of Object.entries(samples)) {
    const email = renderEmail(view);
    writeFileSync(path.join(directory, `${name}.html`), email.html);
    writeFileSync(path.join(directory, `${name}.txt`), `Subjek: ${email.subject}\n\n${email.text}`);
    console.log(`${name}: ${email.subject}`);
  }
}

main(process.argv[2]);
