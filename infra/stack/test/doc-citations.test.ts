import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { findRepoRoot } from '../src/compose-config';

/**
 * Comments and docs cite only documents a clone holds: the product's rules are docs/PRODUCT.md
 * ("PRODUCT.md section N", N one of its nine numbered sections), the architecture is
 * docs/ARCHITECTURE.md, Midtrans's facts are in docs/PAYMENTS.md. The specification, design and
 * payment-provider notes those were written from live outside the repository, so a comment citing
 * them sends its reader nowhere; only the departures section of docs/ARCHITECTURE.md names the
 * design document, on purpose. Test names are strings, not comments, and are not read.
 */

const repoRoot = findRepoRoot(__dirname);

/** The outside documents: their file names, the bare word the specification went by, and their path. */
const OUTSIDE_CITATIONS: { pattern: RegExp; allowedInDepartures: boolean }[] = [
  { pattern: /\bDESIGN\.md\b/g, allowedInDepartures: true },
  { pattern: /\b(?:SPEC|MIDTRANS)\.md\b/g, allowedInDepartures: false },
  { pattern: /\bSPEC\b(?!\.md)/g, allowedInDepartures: false },
  { pattern: /\b(?:DESIGN|MIDTRANS)(?:'s)?\s+(?:sections?\b|§)/g, allowedInDepartures: false },
  { pattern: /\/work\/shared\//g, allowedInDepartures: false },
];

/** "PRODUCT.md section 4", "PRODUCT.md sections 2, 3, 7", "PRODUCT.md sections 5 and 8", "`docs/PRODUCT.md` section 5". */
const PRODUCT_CITATION =
  /PRODUCT\.md`?(?:'s)?\s+(?:sections?|§)\s*(\d+(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)\d+)*)/g;

/** docs/PRODUCT.md keeps the numbers and titles its citations rely on. */
const PRODUCT_SECTIONS = [
  'What the product does and for whom',
  'Screens and routes',
  'Entities and their fields',
  'States and transitions',
  'Validation rules',
  'Roles and permissions',
  'The calls it makes',
  'Error catalogue',
  'Business constants and limits',
];

const DEPARTURES_HEADING = /^## Departures from /;

interface Passage {
  /** Where the passage starts in its file (0-based offset), to name the line of a finding. */
  offset: number;
  text: string;
}

const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;
const HASH_COMMENTS =
  /(?:\.(?:ya?ml|env|example|conf|template|sh|toml|gitignore|dockerignore|npmrc|prettierignore)|Dockerfile|\.ci\/run)$/;

/** The comments of a TypeScript or JavaScript file, found by the compiler's own parser. */
export function scriptComments(text: string, fileName: string): Passage[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = new Map<number, Passage>();
  const visit = (node: ts.Node) => {
    // A JSDoc node is a comment already (found as trivia below); JSX text is text, whatever it holds.
    const isJSDoc = node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode;
    if (isJSDoc || ts.isJsxText(node)) return;
    const children = node.getChildren(source);
    if (children.length > 0) {
      children.forEach(visit);
      return;
    }
    // Every comment is trivia before some token: on the previous token's line (trailing) or after it.
    const ranges = [
      ...(ts.getTrailingCommentRanges(text, node.pos) ?? []),
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
    ];
    for (const range of ranges)
      found.set(range.pos, { offset: range.pos, text: text.slice(range.pos, range.end) });
  };
  visit(source);
  return [...found.values()].sort((a, b) => a.offset - b.offset);
}

/** The passages of a file that are prose: a doc whole, the comments of anything else. */
export function prosePassages(file: string, text: string): Passage[] {
  if (file.endsWith('.md')) return [{ offset: 0, text }];
  if (SCRIPT.test(file)) return scriptComments(text, file);
  const matches = (pattern: RegExp) =>
    [...text.matchAll(pattern)].map((m) => ({ offset: m.index + (m[0].length - m[1].length), text: m[1] }));
  if (file.endsWith('.css')) return matches(/(\/\*[\s\S]*?\*\/)/g);
  if (file.endsWith('.html') || file.endsWith('.svg')) return matches(/(<!--[\s\S]*?-->)/g);
  if (file.endsWith('.sql')) return matches(/(--[^\n]*|\/\*[\s\S]*?\*\/)/g);
  if (HASH_COMMENTS.test(file)) return matches(/(?:^|\s)(#[^\n]*)/g);
  return [];
}

/** docs/ARCHITECTURE.md's departures section, as offsets [start, end). */
function departuresSection(text: string): [number, number] | undefined {
  const lines = text.split('\n');
  let offset = 0;
  let start: number | undefined;
  for (const line of lines) {
    if (start === undefined && DEPARTURES_HEADING.test(line)) start = offset;
    else if (start !== undefined && line.startsWith('## ')) return [start, offset];
    offset += line.length + 1;
  }
  return start === undefined ? undefined : [start, text.length];
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The repository's files: tracked, and new ones not yet added (git's ignore rules apply). */
const trackedFiles = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && !/(?:^|\/)(?:node_modules|dist)\//.test(file))
  .filter((file) => existsSync(path.join(repoRoot, file)));

/** Every file's prose, read once; files with no word of interest are not parsed. */
const prose = trackedFiles.flatMap((file) => {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  if (!/SPEC|DESIGN|MIDTRANS|\.md\b|\/work\/shared\//.test(text)) return [];
  return [{ file, text, passages: prosePassages(file, text) }];
});

describe('reading prose out of files', () => {
  it("takes a script's comments, not its strings, test names or regular expressions", () => {
    const text = [
      "it('serves the exact SPEC shape', () => {",
      '  const pattern = /SPEC.md/; // the trailing one',
      '  /** PRODUCT.md section 3 */',
      '  const view = <p>{/* in JSX */}// not a comment</p>;',
      '  return `SPEC ${pattern}`;',
      '});',
      '// at the end',
    ].join('\n');
    expect(scriptComments(text, 'a.test.tsx').map((c) => c.text)).toEqual([
      '// the trailing one',
      '/** PRODUCT.md section 3 */',
      '/* in JSX */',
      '// at the end',
    ]);
  });

  it('takes the comments of styles, SQL, HTML and hash-commented files, and a doc whole', () => {
    expect(prosePassages('a.css', 'a { color: red; } /* one */').map((p) => p.text)).toEqual(['/* one */']);
    expect(prosePassages('a.sql', 'SELECT 1; -- two').map((p) => p.text)).toEqual(['-- two']);
    expect(prosePassages('a.yml', 'a: b # three\n# four').map((p) => p.text)).toEqual(['# three', '# four']);
    expect(prosePassages('a.html', '<p>x</p><!-- five -->').map((p) => p.text)).toEqual(['<!-- five -->']);
    expect(prosePassages('docs/A.md', '# six').map((p) => p.text)).toEqual(['# six']);
    expect(prosePassages('a.json', '{ "SPEC": 1 }')).toEqual([]);
  });
});

describe('citations', () => {
  it('reads the repository it guards', () => {
    expect(trackedFiles).toContain('docs/PRODUCT.md');
    expect(prose.some(({ file }) => file === 'docs/ARCHITECTURE.md')).toBe(true);
  });

  it('cite no document the repository does not hold', () => {
    const found: string[] = [];
    for (const { file, text, passages } of prose) {
      const departures = file === 'docs/ARCHITECTURE.md' ? departuresSection(text) : undefined;
      for (const passage of passages) {
        for (const { pattern, allowedInDepartures } of OUTSIDE_CITATIONS) {
          for (const match of passage.text.matchAll(pattern)) {
            const at = passage.offset + match.index;
            if (allowedInDepartures && departures && at >= departures[0] && at < departures[1]) continue;
            found.push(`${file}:${lineOf(text, at)}: ${match[0]}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('keep the nine numbered sections of docs/PRODUCT.md', () => {
    const headings = readFileSync(path.join(repoRoot, 'docs/PRODUCT.md'), 'utf8')
      .split('\n')
      .filter((line) => /^## \d+\. /.test(line));
    expect(headings).toEqual(PRODUCT_SECTIONS.map((title, i) => `## ${i + 1}. ${title}`));
  });

  it('of docs/PRODUCT.md name one of its sections', () => {
    const product = readFileSync(path.join(repoRoot, 'docs/PRODUCT.md'), 'utf8');
    const cited: string[] = [];
    const dangling: string[] = [];
    for (const { file, text, passages } of prose) {
      for (const passage of passages) {
        for (const match of passage.text.matchAll(PRODUCT_CITATION)) {
          for (const n of match[1].match(/\d+/g) ?? []) {
            const where = `${file}:${lineOf(text, passage.offset + match.index)}: section ${n}`;
            cited.push(where);
            const section = Number(n);
            const heading = new RegExp(`^## ${section}\\. `, 'm');
            if (section < 1 || section > 9 || !heading.test(product)) dangling.push(where);
          }
        }
      }
    }
    expect(cited.length).toBeGreaterThan(0);
    expect(dangling).toEqual([]);
  });

  it('of docs name files that exist', () => {
    const missing: string[] = [];
    for (const { file, text, passages } of prose) {
      for (const passage of passages) {
        for (const match of passage.text.matchAll(/\bdocs\/[A-Z][A-Z_-]*\.md\b/g)) {
          if (!existsSync(path.join(repoRoot, match[0])))
            missing.push(`${file}:${lineOf(text, passage.offset + match.index)}: ${match[0]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
