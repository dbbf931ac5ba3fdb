import { unprocessable } from '../../http/errors';

import type { PushSubscriptionJson } from '../../notifications/push';

export type { PushSubscriptionJson };

export const SUBSCRIBE_MESSAGES = {
  deviceRequired: 'Device data is required',
  deviceInvalid: 'Device data must be a push subscription with an https endpoint and keys',
  domainRequired: 'Domain name is required',
  domainInvalid: 'Domain name must be a host name',
} as const;

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
  let url: URL;
  try {
    url = new URL(v.endpoint);
  } catch {
    return undefined;
  }
  // Push services are https; anything else would have the server call arbitrary addresses.
  if (url.protocol !== 'https:') return undefined;
  const expirationTime = typeof v.expirationTime === 'number' ? v.expirationTime : null;
  return { endpoint: v.endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Validates POST /notification/subscribe: every problem is listed, the first first (422). */
export function parseSubscribeBody(body: unknown): { subscription: PushSubscriptionJson; domainName: string } {
  const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const problems: string[] = [];
  const subscription = b.deviceData === undefined || b.deviceData === null || b.deviceData === '' ? undefined : parseDevice(b.deviceData);
  if (b.deviceData === undefined || b.deviceData === null || b.deviceData === '') problems.push(SUBSCRIBE_MESSAGES.deviceRequired);
  else if (!subscription) problems.push(SUBSCRIBE_MESSAGES.deviceInvalid);
  const domainName = b.domainName;
  if (domainName === undefined || domainName === null || domainName === '') problems.push(SUBSCRIBE_MESSAGES.domainRequired);
  else if (typeof domainName !== 'string' || domainName.length > 253 || !/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(domainName)) problems.push(SUBSCRIBE_MESSAGES.domainInvalid);
  if (problems.length) throw unprocessable(problems);
  return { subscription: subscription!, domainName: (domainName as string).toLowerCase() };
}
