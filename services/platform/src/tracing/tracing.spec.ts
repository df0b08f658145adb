import { tracesUrl } from './tracing';

it('sends to <endpoint>/v1/traces whatever the trailing slash', () => {
  expect(tracesUrl('http://collector:4318')).toBe('http://collector:4318/v1/traces');
  expect(tracesUrl('http://collector:4318/')).toBe('http://collector:4318/v1/traces');
  expect(tracesUrl('http://collector:4318/base//')).toBe('http://collector:4318/base/v1/traces');
});
