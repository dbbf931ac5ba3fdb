import { DEFAULT_PUSH_HOSTS } from '../../config';
import { unprocessable } from '../../http/errors';

import type { PushSubscriptionJson } from '../../notifications/push';

export type { PushSubscriptionJson };

export const SUBSCRIBE_MESSAGES = {
  deviceRequired: 'Device data is required',
  deviceInvalid: 'Device data must be a push subscription with an https endpoint and keys',
  domainRequired: 'Domain name is required',
  domainInvalid: 'Domain name must be a host name',
  endpointHttps: 'The push endpoint must be an https address',
  endpointAddress: 'The push endpoint must be a push service host name, not an IP address or a local host',
  endpointUnknown: 'The push endpoint must be on a known push service',
} as const;

/** A player keeps at most this many push subscriptions (devices); a newer one replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 5;

export { DEFAULT_PUSH_HOSTS };

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home|lan|intranet|corp)$/;

/** Whether a host name is on the list: exactly, or under a `*.` entry (one or more labels). */
export function pushHostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => {
    const e = entry.toLowerCase();
    return e.startsWith('*.') ? h.endsWith(e.slice(1)) && h.length > e.length - 1 : h === e;
  });
}

/** Why an endpoint is refused, or null when the server may send to it: https, a public host name, on the list. */
export function endpointProblem(endpoint: string, allowed: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return SUBSCRIBE_MESSAGES.deviceInvalid;
  }
  if (url.protocol !== 'https:') return SUBSCRIBE_MESSAGES.endpointHttps;
  if (url.username || url.password) return SUBSCRIBE_MESSAGES.deviceInvalid;
  const host = url.hostname.toLowerCase();
  // An exact (not `*.`) entry the operator listed is trusted as listed, any port: the browser tests list their
  // local push service (127.0.0.1). The default list names only the public push services.
  if (allowed.some((entry) => !entry.startsWith('*.') && entry.toLowerCase() === host.replace(/^\[|\]$/g, ''))) return null;
  // An IP literal (v4 in any form the URL parser normalises to dotted, or [v6]) or a local name is never a push service.
  if (host.startsWith('[') || /^[\d.]+$/.test(host) || !host.includes('.') || LOCAL_NAMES.test(host.replace(/\.$/, ''))) return SUBSCRIBE_MESSAGES.endpointAddress;
  if (url.port && url.port !== '443') return SUBSCRIBE_MESSAGES.endpointUnknown;
  if (!pushHostAllowed(host, allowed)) return SUBSCRIBE_MESSAGES.endpointUnknown;
  return null;
}

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** deviceData as the browser's PushSubscription.toJSON(), given as an object or as its JSON text. */
function parseDevice(raw: unknown): PushSubscriptionJson | undefined {
  let value = raw;
  if (typeof value === 'string') {
    if (value.length > 4096) return undefined;
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const keys = v.keys as Record<string, unknown> | undefined;
  if (typeof v.endpoint !== 'string' || v.endpoint.length > 2048 || !keys || typeof keys !== 'object') return undefined;
  if (typeof keys.p256dh !== 'string' || typeof keys.auth !== 'string') return undefined;
  if (!B64URL.test(keys.p256dh) || keys.p256dh.length > 200 || !B64URL.test(keys.auth) || keys.auth.length > 100) return undefined;
  const expirationTime = typeof v.expirationTime === 'number' ? v.expirationTime : null;
  return { endpoint: v.endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Validates POST /notification/subscribe: every problem is listed, the first first (422). */
export function parseSubscribeBody(body: unknown, pushHosts: readonly string[] = DEFAULT_PUSH_HOSTS): { subscription: PushSubscriptionJson; domainName: string } {
  const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const problems: string[] = [];
  const subscription = b.deviceData === undefined || b.deviceData === null || b.deviceData === '' ? undefined : parseDevice(b.deviceData);
  if (b.deviceData === undefined || b.deviceData === null || b.deviceData === '') problems.push(SUBSCRIBE_MESSAGES.deviceRequired);
  else if (!subscription) problems.push(SUBSCRIBE_MESSAGES.deviceInvalid);
  else {
    // Only the known push services (issue 27 M3): the server must never be made to call an address of the player's choosing.
    const problem = endpointProblem(subscription.endpoint, pushHosts);
    if (problem) problems.push(problem);
  }
  const domainName = b.domainName;
  if (domainName === undefined || domainName === null || domainName === '') problems.push(SUBSCRIBE_MESSAGES.domainRequired);
  else if (typeof domainName !== 'string' || domainName.length > 253 || !/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(domainName)) problems.push(SUBSCRIBE_MESSAGES.domainInvalid);
  if (problems.length) throw unprocessable(problems);
  return { subscription: subscription!, domainName: (domainName as string).toLowerCase() };
}
