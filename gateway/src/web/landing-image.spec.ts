import type { CachedAnswer } from '../catalogue/catalogue-cache';
import { LANDING_IMAGE_RETRY_MS, LandingImage, landingImageOf } from './landing-image';

const design = (id: string, package_id: string, category = 'wedding') => ({
  id,
  name: id,
  image_url: `/generated/designs/${id}.svg`,
  package_id,
  category,
});
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('landingImageOf', () => {
  it("is the image of the designs' showcase: a wedding design of the highest package", () => {
    const designs = [
      design('basic-a', 'Basic'),
      design('baptism-x', 'Exclusive', 'baptism'),
      design('ex-b', 'Exclusive'),
    ];
    expect(landingImageOf(json(designs))).toBe('/generated/designs/ex-b.svg');
  });

  it('is nothing for a list without a design, or not a list of designs', () => {
    for (const body of ['[]', '{"designs":[]}', '[null]', '[1]', 'not json', '"/x.svg"'])
      expect({ body, image: landingImageOf(Buffer.from(body)) }).toEqual({ body, image: undefined });
  });

  it('names only a path of this site, in characters that need no escaping', () => {
    for (const image_url of [
      'https://cdn.example/a.svg',
      '//elsewhere.example/a.svg',
      '/a.svg"><script>alert(1)</script>',
      "/a.svg' onload='x",
      '/a b.svg',
      'javascript:alert(1)',
      '',
      `/${'a'.repeat(400)}.svg`,
    ])
      expect({
        image_url,
        image: landingImageOf(json([{ ...design('a', 'Exclusive'), image_url }])),
      }).toEqual({
        image_url,
        image: undefined,
      });
    expect(landingImageOf(json([{ ...design('a', 'Exclusive'), image_url: '/design-images/9f.webp' }]))).toBe(
      '/design-images/9f.webp',
    );
  });
});

describe('LandingImage', () => {
  const answer = (designs: unknown): CachedAnswer => {
    const body = json(designs);
    return { body, etag: '"x"', gzip: { body, etag: '"x-gzip"' } };
  };

  it('reads each kept answer once, and follows the cache to a new one', () => {
    let kept: CachedAnswer | undefined = answer([design('ex-a', 'Exclusive')]);
    const read = jest.fn(() => Promise.resolve());
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const image = new LandingImage({ kept: () => kept, read });
      expect(image.current()).toBe('/generated/designs/ex-a.svg');
      expect(image.current()).toBe('/generated/designs/ex-a.svg');
      expect(parse).toHaveBeenCalledTimes(1);
      kept = answer([design('ex-b', 'Exclusive')]);
      expect(image.current()).toBe('/generated/designs/ex-b.svg');
      expect(parse).toHaveBeenCalledTimes(2);
      expect(read).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('names none while the cache keeps none, and has the designs read in the background, not too often', async () => {
    let clock = 0;
    let kept: CachedAnswer | undefined;
    let finish!: () => void;
    const read = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const image = new LandingImage({ kept: () => kept, read, now: () => clock });
    expect(image.current()).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
    // One read at a time, however many pages are asked for meanwhile.
    clock = 1_000;
    expect(image.current()).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    // A read that kept nothing (the catalogue did not answer) is tried again, the retry time after it began.
    clock = LANDING_IMAGE_RETRY_MS - 1;
    expect(image.current()).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
    clock = LANDING_IMAGE_RETRY_MS;
    image.current();
    expect(read).toHaveBeenCalledTimes(2);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    kept = answer([design('ex-a', 'Exclusive')]);
    expect(image.current()).toBe('/generated/designs/ex-a.svg');
    // A change forgets the answer: the image goes with it.
    kept = undefined;
    clock += LANDING_IMAGE_RETRY_MS;
    expect(image.current()).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(3);
  });
});
