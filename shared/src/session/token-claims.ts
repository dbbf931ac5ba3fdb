export interface TokenClaims {
  exp?: number;
  iat?: number;
  lex?: number;
}

/**
 * The JWT's payload claims we schedule by (no signature check: the server decides whether a token is valid). Its
 * own file so the guard reads a token's expiry without the token refresh (loaded only once logged in).
 */
export function tokenClaims(token: string | null | undefined): TokenClaims | null {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
    return { exp: num(json.exp), iat: num(json.iat), lex: num(json.lex) };
  } catch {
    return null;
  }
}
