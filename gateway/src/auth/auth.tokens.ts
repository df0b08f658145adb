import { JwtService } from '@nestjs/jwt';

export interface AdminClaims {
  sub: string;
  username: string;
}

/** What a valid token says: whose it is, its session (`jti`) and when it was issued. */
export interface VerifiedClaims extends AdminClaims {
  jti: string;
  iat: number;
  exp: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** HS256 JWTs for admins, 8 hours; verification accepts HS256 only (never `alg: none`). */
export class AuthTokens {
  private readonly jwt: JwtService;

  constructor(
    secret: string,
    readonly ttlSeconds = 8 * 3600,
  ) {
    this.jwt = new JwtService({
      secret,
      signOptions: { algorithm: 'HS256' },
      verifyOptions: { algorithms: ['HS256'] },
    });
  }

  /** A token of one session: `jti` names its row in admin_sessions, `iat` is added by the library. */
  issue(claims: AdminClaims, sessionId: string): string {
    return this.jwt.sign(claims, { expiresIn: this.ttlSeconds, jwtid: sessionId });
  }

  /** The claims of a valid token, or undefined when it is malformed, forged, expired or lacks a claim. */
  verify(token: string): VerifiedClaims | undefined {
    try {
      const claims = this.jwt.verify<Partial<VerifiedClaims>>(token);
      // The library accepts a token without an expiry, an issue time or an id; every token this
      // shop issues has them.
      const ok =
        typeof claims.sub === 'string' &&
        typeof claims.username === 'string' &&
        typeof claims.exp === 'number' &&
        typeof claims.iat === 'number' &&
        typeof claims.jti === 'string' &&
        UUID.test(claims.jti);
      return ok ? (claims as VerifiedClaims) : undefined;
    } catch {
      return undefined;
    }
  }
}
