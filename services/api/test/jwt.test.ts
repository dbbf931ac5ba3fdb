import { createSigner } from 'fast-jwt';
import { readSignedClaims, signToken, verifyToken } from '../src/auth/jwt';

const SECRET = 'test-secret-0123456789';
const claims = { sid: '5f0c1d1e-8a3b-4c5d-9e6f-0a1b2c3d4e5f', sub: '42', aud: 'player' as const, iat: 1000, exp: 2000 };

describe('verifyToken', () => {
  it('accepts a genuine token, then refuses the same token once it has expired (the cache keeps no stale yes)', () => {
    const token = signToken(claims, SECRET);
    expect(verifyToken(token, SECRET, 1500)).toEqual(claims);
    expect(verifyToken(token, SECRET, 1500)).toEqual(claims);
    expect(verifyToken(token, SECRET, 2000)).toBeNull();
  });

  it('refuses a token under another secret even after it verified under its own', () => {
    const token = signToken({ ...claims, sub: '43' }, SECRET);
    expect(verifyToken(token, SECRET, 1500)).not.toBeNull();
    expect(verifyToken(token, 'another-secret', 1500)).toBeNull();
  });

  it('refuses a tampered payload and a forged signature', () => {
    const token = signToken({ ...claims, sub: '44' }, SECRET);
    const [h, p, s] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(verifyToken(`${h}.${forgedPayload}.${s}`, SECRET, 1500)).toBeNull();
    expect(verifyToken(`${h}.${p}.${s!.slice(0, -2)}AA`, SECRET, 1500)).toBeNull();
  });

  it('refuses "none" and every algorithm but HS256, even signed with the right secret', () => {
    const token = signToken({ ...claims, sub: '47' }, SECRET);
    const [, p] = token.split('.');
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    expect(verifyToken(`${header('none')}.${p}.`, SECRET, 1500)).toBeNull();
    const hs384 = createSigner({ key: SECRET, algorithm: 'HS384' })({ ...claims, sub: '47' });
    expect(verifyToken(hs384, SECRET, 1500)).toBeNull();
    expect(readSignedClaims(hs384, SECRET)).toBeNull();
    expect(verifyToken(token, SECRET, 1500)).toMatchObject({ sub: '47' });
  });

  it('hands out claims nobody can change', () => {
    const token = signToken({ ...claims, sub: '45' }, SECRET);
    const got = verifyToken(token, SECRET, 1500)!;
    expect(Object.isFrozen(got)).toBe(true);
  });

  // Issue 11 point 14: only to word a refusal ("Your login has expired"): an expired genuine token's claims, never a
  // forged or tampered one's.
  it('readSignedClaims reads an expired genuine token, and nothing forged', () => {
    const token = signToken({ ...claims, sub: '46', lex: 2000 }, SECRET);
    expect(verifyToken(token, SECRET, 2500)).toBeNull();
    expect(readSignedClaims(token, SECRET)).toMatchObject({ sub: '46', exp: 2000, lex: 2000 });
    expect(readSignedClaims(token, 'another-secret')).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1', lex: 2000 })).toString('base64url');
    expect(readSignedClaims(`${h}.${forged}.${s}`, SECRET)).toBeNull();
  });
});
