import { createHmac, timingSafeEqual } from 'node:crypto';

/** A compact HS256 JWT: header.payload.signature, base64url. Only HS256 is accepted, never "none". */
export interface TokenClaims {
  /** session id */
  sid: string;
  /** subject: user or operator id */
  sub: string;
  /** audience: 'player' or 'operator' */
  aud: 'player' | 'operator';
  iat: number;
  exp: number;
  /** login expiry (player tokens): the session's absolute end, KHEL_REFRESH_MAX_AGE after the login; exp never passes it */
  lex?: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const body = `${HEADER}.${payload}`;
  return `${body}.${sign(body, secret)}`;
}

// Tokens already proven genuine, so the balance poll (every 2 s per player) skips the HMAC and the parsing.
// Safe: the same string under the same secret verifies to the same claims; expiry is still checked each call.
const VERIFIED_MAX = 50_000;
const verified = new Map<string, { secret: string; claims: TokenClaims }>();

/** Returns the claims of a well-formed, correctly signed, unexpired token; otherwise null. */
export function verifyToken(token: string, secret: string, nowSeconds: number): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const known = verified.get(token);
  if (known && known.secret === secret) return known.claims.exp > nowSeconds ? known.claims : null;
  const claims = verifySignedToken(token, secret, nowSeconds);
  if (claims) {
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, { secret, claims: Object.freeze(claims) });
  }
  return claims;
}

/**
 * The claims of a correctly signed token whatever its expiry: only to word a refusal (a login past its absolute
 * lifetime says so). Never a proof of anything.
 */
export function readSignedClaims(token: string, secret: string): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  return verifySignedToken(token, secret, Number.NEGATIVE_INFINITY);
}

function verifySignedToken(token: string, secret: string, nowSeconds: number): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`, secret));
  const given = Buffer.from(parts[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
  if (claims.exp <= nowSeconds) return null;
  return claims;
}
