import { designInputSchema } from '@undangan/contracts';
import { designIdFromName } from './design-id';

test('a design id is the name made readable, with a random suffix, and passes the design rules', () => {
  const id = designIdFromName('Élégance Putih & Emas!');
  expect(id).toMatch(/^elegance-putih-emas-[a-z0-9]{6}$/);
  expect(designIdFromName('Élégance Putih & Emas!')).not.toBe(id);
  expect(designIdFromName('!!!')).toMatch(/^desain-[a-z0-9]{6}$/);
  expect(designIdFromName('x'.repeat(100)).length).toBeLessThanOrEqual(47);
  const parsed = designInputSchema.safeParse({ id, name: 'n', package_id: 'Basic', category: 'wedding' });
  expect(parsed.success).toBe(true);
});
