import { BlockList, isIP } from 'node:net';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';

/**
 * Refer and earn's same-device marks from what the server sees (issue 27 L2): a device cookie the server sets and
 * signs (HMAC-SHA256 with the app's secret; HttpOnly, so no script reads or forges it) and the client address as
 * Fastify sees it (request.ip, which believes X-Forwarded-For only from KHEL_TRUST_PROXY). Leaving out the
 * browser's X-Khel-Device header no longer hides a device.
 */
export const DEVICE_COOKIE = 'khel_device';
const DEVICE_COOKIE_MAX_AGE = 2 * 365 * 24 * 3600;
const COOKIE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Addresses that are never a player's own: loopback, private, link-local and CGNAT ranges are a proxy's or a test
 * client's (a proxy not listed in KHEL_TRUST_PROXY makes every player look like it), so they mark nobody.
 */
const NOT_A_PLAYER = new BlockList();
for (const [net, bits] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16], ['100.64.0.0', 10], ['0.0.0.0', 8]] as const) NOT_A_PLAYER.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10], ['::', 128]] as const) NOT_A_PLAYER.addSubnet(net, bits, 'ipv6');

const mac = (secret: string, purpose: string, value: string) => createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');

/** The device id a signed cookie value carries, or null when it is missing, malformed or not signed by us. */
export function readDeviceCookie(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const [id, signature] = part.slice(eq + 1).trim().split('.');
    if (!id || !signature || !COOKIE_ID.test(id)) return null;
    const expected = Buffer.from(mac(secret, 'refer-device', id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
  return null;
}

/** The mark of a client address, or null for an address that is not a player's own (see NOT_A_PLAYER). */
export function addressMark(ip: string, secret: string): string | null {
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (!family || NOT_A_PLAYER.check(plain, family === 4 ? 'ipv4' : 'ipv6')) return null;
  return `a-${mac(secret, 'refer-address', plain).slice(0, 43)}`;
}

/**
 * The server-side marks of the device a request comes from: its signed cookie (set now when it has none or a
 * forged one) and its address. Sign-up, the refer page and the settings read record them.
 */
export function serverDeviceMarks(request: FastifyRequest, reply: FastifyReply): string[] {
  const { secrets, config } = request.server.deps;
  let id = readDeviceCookie(request.headers.cookie, secrets.jwt);
  if (!id) {
    id = randomBytes(16).toString('base64url');
    const attributes = `Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${config.production ? '; Secure' : ''}`;
    reply.header('set-cookie', `${DEVICE_COOKIE}=${id}.${mac(secrets.jwt, 'refer-device', id)}; ${attributes}`);
  }
  const address = addressMark(request.ip, secrets.jwt);
  return address ? [`c-${id}`, address] : [`c-${id}`];
}

/** Notes the server-side marks a player used; a repeat only moves last_seen. */
export async function recordServerDevices(q: Queryable, userId: string, marks: readonly string[], at: Date): Promise<void> {
  for (const mark of marks) {
    await q.query(
      `INSERT INTO player_server_devices (user_id, mark, first_seen, last_seen) VALUES ($1, $2, $3, $3)
       ON CONFLICT (user_id, mark) DO UPDATE SET last_seen = GREATEST(player_server_devices.last_seen, EXCLUDED.last_seen)`,
      [userId, mark, at],
    );
  }
}
