/** Never logged: passwords, OTPs, tokens, cookies. The OTP log sender writes its code on purpose, elsewhere. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirm_password',
  '*.current_password',
  '*.new_password',
  '*.transaction_password',
  '*.otp',
  '*.token',
];

/**
 * Query parameters whose values are never logged (issue 27 M5): the casino lobby's launch URL carries its session
 * token (`/casino-house/?token=...`), and any token, key, password or code in a URL is as secret as in a header.
 */
const SECRET_PARAM = /token|password|secret|otp|key|sig|code|auth|session/i;

/** The URL as logged: each secret query parameter's value replaced by [redacted]; the path and the rest kept. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (!SECRET_PARAM.test(name)) continue;
    params.set(name, '[redacted]');
    changed = true;
  }
  return changed ? `${url.slice(0, q)}?${params.toString().replace(/%5Bredacted%5D/g, '[redacted]')}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer (method, url, host, address, port), with the URL's secrets redacted. */
export function requestSerializer(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
