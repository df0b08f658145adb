import sharp from 'sharp';
import { PAGE_PHOTO_WIDTHS } from '@undangan/contracts';
import { encodedImage } from '../../test/image-fixtures';
import { pageSizesOf, pageWidthsFor } from './page-sizes';

describe('pageWidthsFor', () => {
  it("gives the page's widths the photo reaches, and its own width when it is narrower than the widest", () => {
    expect(PAGE_PHOTO_WIDTHS).toEqual([480, 960, 1600]);
    expect(pageWidthsFor(4000)).toEqual([480, 960, 1600]);
    expect(pageWidthsFor(1600)).toEqual([480, 960, 1600]);
    expect(pageWidthsFor(1440)).toEqual([480, 960, 1440]);
    expect(pageWidthsFor(960)).toEqual([480, 960]);
    expect(pageWidthsFor(481)).toEqual([480, 481]);
    expect(pageWidthsFor(120)).toEqual([120]);
  });
});

describe('pageSizesOf', () => {
  it('makes WebP files of those widths, none wider than the photo, each in its proportions', async () => {
    const sizes = await pageSizesOf(await encodedImage('jpeg', 2000, 1500, { noise: true }));
    expect(sizes.map(({ width, height }) => ({ width, height }))).toEqual([
      { width: 480, height: 360 },
      { width: 960, height: 720 },
      { width: 1600, height: 1200 },
    ]);
    for (const size of sizes) {
      const meta = await sharp(size.bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: size.width,
        height: size.height,
      });
    }
    // Narrower files are smaller files: what a phone downloads is what it shows.
    expect(sizes[0].bytes.length).toBeLessThan(sizes[2].bytes.length);
  });

  it('never enlarges a small photo, portrait or with transparency', async () => {
    const portrait = await pageSizesOf(await encodedImage('png', 700, 1000));
    expect(portrait.map(({ width, height }) => [width, height])).toEqual([
      [480, 686],
      [700, 1000],
    ]);
    const tiny = await sharp({
      create: { width: 12, height: 9, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const [only, ...rest] = await pageSizesOf(tiny);
    expect(rest).toEqual([]);
    expect(await sharp(only.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 12,
      height: 9,
      hasAlpha: true,
    });
  });

  it('refuses what cannot be decoded', async () => {
    await expect(pageSizesOf(Buffer.from('bukan gambar'))).rejects.toThrow();
  });
});
