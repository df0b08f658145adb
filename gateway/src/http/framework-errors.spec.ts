import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { frameworkErrorHandlers, HEADERS_TOO_LARGE } from './framework-errors';

/** Enough of a socket to receive the raw answer. */
function fakeSocket() {
  const socket = Object.assign(new EventEmitter(), {
    written: '',
    writable: true,
    destroyed: false,
    write(text: string) {
      socket.written += text;
      return true;
    },
    destroy() {
      socket.destroyed = true;
    },
  });
  return socket;
}

describe('frameworkErrorHandlers', () => {
  const { clientErrorHandler } = frameworkErrorHandlers('http://127.0.0.1:3900/snap/snap.js');

  it('answers headers too large with the shop body and its security headers, then closes', () => {
    const socket = fakeSocket();
    clientErrorHandler(
      Object.assign(new Error('overflow'), { code: 'HPE_HEADER_OVERFLOW' }),
      socket as unknown as Socket,
    );
    const [head, body] = socket.written.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toContain('x-content-type-options: nosniff');
    expect(head).toContain("script-src 'self' http://127.0.0.1:3900");
    expect(head).toContain(`content-length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toEqual({ message: HEADERS_TOO_LARGE, code: 'bad_request' });
    expect(socket.destroyed).toBe(true);
  });

  it('answers any other unreadable request with 400, and a reset connection not at all', () => {
    const socket = fakeSocket();
    clientErrorHandler(
      Object.assign(new Error('bad'), { code: 'HPE_INVALID_METHOD' }),
      socket as unknown as Socket,
    );
    expect(socket.written).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(socket.written).not.toMatch(/fastify|Client Error/);
    const reset = fakeSocket();
    clientErrorHandler(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), reset as unknown as Socket);
    expect(reset.written).toBe('');
  });
});
