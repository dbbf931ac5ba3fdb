import { createSigner, createVerifier } from 'fast-jwt';

/**
 * HS256 JWTs through fast-jwt (synchronous, so the balance poll's guard needs no promise): only HS256 is accepted,
 * never "none" or another algorithm. Expiry is checked here against the caller's clock (the tests and the app's
 * `deps.now`), not the library's, so fast-jwt verifies the signature and the shape and ignores exp.
 */
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

type Signer = (claims: TokenClaims) => string;
type Verifier = (token: string) => unknown;

// One signer and verifier per secret (there is one secret per app; tests use a few).
const signers = new Map<string, Signer>();
const verifiers = new Map<string, Verifier>();

function signerFor(secret: string): Signer {
  let s = signers.get(secret);
  if (!s) {
    // The claims carry their own iat and exp; fast-jwt keeps the given iat.
    s = createSigner({ key: secret, algorithm: 'HS256' }) as Signer;
    if (signers.size > 16) signers.clear();
    signers.set(secret, s);
  }
  return s;
}

function verifierFor(secret: string): Verifier {
  let v = verifiers.get(secret);
  if (!v) {
    v = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, ignoreNotBefore: true }) as Verifier;
    if (verifiers.size > 16) verifiers.clear();
    verifiers.set(secret, v);
  }
  return v;
}

export function signToken(claims: TokenClaims, secret: string): string {
  return signerFor(secret)(claims);
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
  let claims: unknown;
  try {
    claims = verifierFor(secret)(token);
  } catch {
    return null; // malformed, another algorithm, "none", a wrong signature
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const c = claims as TokenClaims;
  if (typeof c.sid !== 'string' || typeof c.sub !== 'string' || typeof c.exp !== 'number') return null;
  if (c.exp <= nowSeconds) return null;
  return c;
}
