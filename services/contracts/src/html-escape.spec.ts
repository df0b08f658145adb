import { escapeHtml, httpUrl } from './html-escape';

describe('escapeHtml', () => {
  it('leaves nothing that opens a tag or closes an attribute', () => {
    expect(escapeHtml(`<img src=x onerror=alert(1)> & "a" 'b'`)).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;a&quot; &#39;b&#39;',
    );
  });

  it('escapes an ampersand once, so an entity typed in is shown as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('httpUrl', () => {
  it.each([
    'https://undangan.id/pesanan/lacak?order_id=INV-1&token=abc',
    'http://localhost:8080/payment/pending',
    'HTTPS://UNDANGAN.ID/',
  ])('keeps %s as it is', (url) => {
    expect(httpUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@example.com',
    '//evil.example/x',
    '/pesanan/lacak',
    ' https://undangan.id/',
    'https://undangan.id/a b',
    'https://undangan.id/\u0000',
    'https://',
    '',
  ])('refuses %j', (url) => {
    expect(httpUrl(url)).toBeNull();
  });
});
