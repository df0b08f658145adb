import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

describe('nestsDeeperThan', () => {
  const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('counts objects and lists inside each other, up to the limit and one past it', () => {
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`${'['.repeat(65)}${']'.repeat(65)}`, 64)).toBe(true);
    expect(nestsDeeperThan('[[],[],[],{"a":[]}]', 3)).toBe(false);
    expect(nestsDeeperThan('[[],[],[],{"a":[]}]', 2)).toBe(true);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[[[{{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'x\\"[[[[', b: '"{{{' }), 1)).toBe(false);
  });
});
