import { GatewayConfigError, loadGatewayConfig } from './gateway-config';

/** The problems the gateway's schema finds in an environment, by variable. */
function problemsOf(environment: Record<string, string>): Record<string, string> {
  try {
    loadGatewayConfig(environment);
    return {};
  } catch (err) {
    if (!(err instanceof GatewayConfigError)) throw err;
    return Object.fromEntries(err.problems.map((p) => [p.variable, p.message]));
  }
}

describe('the gateway configuration', () => {
  it('is the development defaults when nothing is set, read from the given environment only', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicHost: '0.0.0.0',
      metricsPort: 9464,
      trustedProxies: [],
      midtransClientKey: '',
      midtransSnapJsUrl: '',
      publicWriteRateLimitPerMinute: 60,
      otlpEndpoint: undefined,
      secureCookies: false,
    });
    // The couple's session cookie is Secure exactly when the shop's public address is https.
    expect(loadGatewayConfig({ PUBLIC_BASE_URL: 'https://undangan.example' }).secureCookies).toBe(true);
    expect(loadGatewayConfig({ PORT: '8080', TRUSTED_PROXIES: ' 10.0.0.5, 192.168.1.0/24 ,' })).toMatchObject(
      {
        port: 8080,
        trustedProxies: ['10.0.0.5', '192.168.1.0/24'],
      },
    );
  });

  it.each([
    ['PORT', '70000', /whole number from 0 to 65535/],
    ['PORT', 'tiga ribu', /whole number/],
    ['METRICS_PORT', '-1', /whole number from 0 to 65535/],
    ['RPC_TIMEOUT_MS', '0', /whole number from 1/],
    ['PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE', '-5', /whole number from 0/],
    ['TRUSTED_PROXIES', '10.0.0.0/8,proxy.example', /holds "proxy.example"/],
    ['TRUSTED_PROXIES', '10.0.0.0/33', /holds "10.0.0.0\/33"/],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318', /http or https URL/],
    ['MIDTRANS_SNAP_JS_URL', 'javascript:alert(1)', /http or https URL/],
    ['NODE_ENV', 'staging', /one of development, test, production/],
  ])('refuses %s=%s, naming the variable', (variable, value, message) => {
    const problems = problemsOf({ [variable]: value });
    expect(Object.keys(problems)).toEqual([variable]);
    expect(problems[variable]).toMatch(message);
    expect(problems[variable].startsWith(variable)).toBe(true);
  });

  it('refuses the development secrets with NODE_ENV=production', () => {
    expect(Object.keys(problemsOf({ NODE_ENV: 'production' }))).toEqual(
      expect.arrayContaining(['JWT_SECRET', 'ADMIN_PASSWORD', 'AMQP_URL', 'DATABASE_URL']),
    );
  });
});
