import { readImageDimensions } from './image-dimensions';
import { jpegImage, pngImage, webpImage } from '../../test/image-fixtures';

describe('readImageDimensions', () => {
  it('reads a PNG header', () => {
    expect(readImageDimensions(pngImage(37, 21), 'image/png')).toEqual({ width: 37, height: 21 });
    expect(readImageDimensions(pngImage(100_000, 100_000), 'image/png')).toEqual({
      width: 100_000,
      height: 100_000,
    });
  });

  it('walks JPEG segments past EXIF bytes and Huffman tables to the frame header', () => {
    expect(readImageDimensions(jpegImage(640, 480), 'image/jpeg')).toEqual({ width: 640, height: 480 });
    expect(readImageDimensions(jpegImage(1200, 65_535, { progressive: true }), 'image/jpeg')).toEqual({
      width: 1200,
      height: 65_535,
    });
  });

  it('reads each WebP layout', () => {
    expect(readImageDimensions(webpImage(300, 200, 'lossy'), 'image/webp')).toEqual({
      width: 300,
      height: 200,
    });
    expect(readImageDimensions(webpImage(16_384, 9, 'lossless'), 'image/webp')).toEqual({
      width: 16_384,
      height: 9,
    });
    expect(readImageDimensions(webpImage(20_000, 1, 'extended'), 'image/webp')).toEqual({
      width: 20_000,
      height: 1,
    });
  });

  it('gives nothing for truncated or frameless headers and zero sizes', () => {
    expect(readImageDimensions(pngImage(10, 10).subarray(0, 20), 'image/png')).toBeUndefined();
    expect(readImageDimensions(pngImage(0, 10), 'image/png')).toBeUndefined();
    expect(readImageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')).toBeUndefined();
    const jpeg = jpegImage(10, 10);
    expect(
      readImageDimensions(
        jpeg.subarray(0, jpeg.indexOf(Buffer.from([0xff, 0xc0, 0x00, 0x11])) + 5),
        'image/jpeg',
      ),
    ).toBeUndefined();
    expect(readImageDimensions(webpImage(10, 10, 'lossy').subarray(0, 26), 'image/webp')).toBeUndefined();
  });
});
