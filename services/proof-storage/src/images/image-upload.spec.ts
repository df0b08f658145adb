import { RpcException } from '@nestjs/microservices';
import { PROOF_IMAGE_TYPES, PROOF_MAX_BYTES, PROOF_UPLOAD_MESSAGES } from '@undangan/contracts';
import { encodedImage, jpegImage, pngImage } from '../../test/image-fixtures';
import { acceptImage, containsMarkup } from './image-upload';

const rules = { types: PROOF_IMAGE_TYPES, maxBytes: PROOF_MAX_BYTES, messages: PROOF_UPLOAD_MESSAGES };

describe('acceptImage and polyglots', () => {
  it('accepts plain images', async () => {
    expect((await acceptImage(pngImage(4, 4), rules)).contentType).toBe('image/png');
    expect((await acceptImage(await encodedImage('jpeg', 40, 30), rules)).contentType).toBe('image/jpeg');
  });

  it.each([
    [
      'HTML after the end of a PNG',
      Buffer.concat([pngImage(4, 4), Buffer.from('<html><script>alert(1)</script>')]),
    ],
    ['PHP in a JPEG comment', Buffer.concat([jpegImage(4, 4), Buffer.from('<?php system($_GET["c"]); ?>')])],
    ['SVG after a PNG', Buffer.concat([pngImage(4, 4), Buffer.from('<svg onload=alert(1)>')])],
    ['a javascript: URL', Buffer.concat([pngImage(4, 4), Buffer.from('JavaScript:alert(1)')])],
  ])('refuses an image that carries markup: %s', async (_name, bytes) => {
    let refusal: unknown;
    try {
      await acceptImage(bytes, rules);
    } catch (err) {
      refusal = (err as RpcException).getError();
    }
    expect(refusal).toEqual({ status: 400, code: 'bad_request', message: PROOF_UPLOAD_MESSAGES.wrongType });
  });

  it('finds no markup in ordinary image bytes', () => {
    expect(containsMarkup(pngImage(300, 300))).toBe(false);
    expect(containsMarkup(Buffer.from('a <svgx> b <scrip t>'))).toBe(false);
  });
});
