import { JwtService } from '@nestjs/jwt';

export interface AdminClaims {
  sub: string;
  username: string;
}

/** HS256 JWTs for admins, 8 hours; verification accepts HS256 only (never `alg: none`). */
export class AuthTokens {
  private readonly jwt: JwtService;

  constructor(
    secret: string,
    private readonly ttlSeconds = 8 * 3600,
  ) {
    this.jwt = new JwtService({
      secret,
      signOptions: { algorithm: 'HS256' },
      verifyOptions: { algorithms: ['HS256'] },
    });
  }

  issue(claims: AdminClaims): string {
    return this.jwt.sign(claims, { expiresIn: this.ttlSeconds });
  }

  /** The claims of a valid token (with its issue time), or undefined when it is malformed, forged or expired. */
  verify(token: string): (AdminClaims & { iat?: number }) | undefined {
    try {
      const claims = this.jwt.verify<AdminClaims & { exp?: number; iat?: number }>(token);
      // The library accepts a token without an expiry; every token this shop issues has one.
      const ok =
        typeof claims.sub === 'string' &&
        typeof claims.username === 'string' &&
        typeof claims.exp === 'number';
      return ok ? claims : undefined;
    } catch {
      return undefined;
    }
  }
}
