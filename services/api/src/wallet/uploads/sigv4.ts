import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 for presigned URLs (query-string authentication), written from AWS's documentation. */

export interface PresignInput {
  method: string;
  /** e.g. examplebucket.s3.amazonaws.com */
  host: string;
  /** URI path, already starting with '/'; each segment is encoded here */
  path: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** seconds */
  expires: number;
  now: Date;
  /** Headers the client must send exactly (besides host), lower-case names. */
  headers?: Record<string, string>;
  sessionToken?: string;
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters kept, everything else %XX upper-case. */
export function uriEncode(value: string, keepSlash = false): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? '/' : '%2F');
}

export function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** Returns the full presigned URL (https). */
export function presignUrl(input: PresignInput): string {
  const stamp = amzDate(input.now);
  const date = stamp.slice(0, 8);
  const scope = `${date}/${input.region}/${input.service}/aws4_request`;
  const headers: Record<string, string> = { host: input.host, ...(input.headers ?? {}) };
  const headerNames = Object.keys(headers).map((h) => h.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const signedHeaders = headerNames.join(';');
  const query: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${input.accessKeyId}/${scope}`,
    'X-Amz-Date': stamp,
    'X-Amz-Expires': String(input.expires),
    'X-Amz-SignedHeaders': signedHeaders,
    ...(input.sessionToken ? { 'X-Amz-Security-Token': input.sessionToken } : {}),
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((k) => `${uriEncode(k)}=${uriEncode(query[k]!)}`)
    .join('&');
  const canonicalPath = uriEncode(input.path, true);
  const canonicalRequest = [
    input.method,
    canonicalPath,
    canonicalQuery,
    headerNames.map((h) => `${h}:${lower[h]}\n`).join(''),
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(input.secretAccessKey, date, input.region, input.service)).update(stringToSign, 'utf8').digest('hex');
  return `https://${input.host}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

export interface PresignPostInput {
  host: string;
  bucket: string;
  key: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  expiresAt: Date;
  now: Date;
  contentType: string;
  /** content-length-range: S3 refuses a body outside [minBytes, maxBytes] before storing it. */
  minBytes: number;
  maxBytes: number;
  sessionToken?: string;
}

/**
 * A browser-based POST upload form (AWS "Authenticating Requests in Browser-Based Uploads Using POST", SigV4): the
 * base64 policy lists every condition S3 enforces (bucket, exact key, exact Content-Type, content-length-range),
 * and its signature is HMAC-SHA256 of the base64 policy with the SigV4 signing key. No acl field: objects stay private.
 */
export function presignPost(input: PresignPostInput): { url: string; fields: Record<string, string>; policy: unknown } {
  const stamp = amzDate(input.now);
  const date = stamp.slice(0, 8);
  const credential = `${input.accessKeyId}/${date}/${input.region}/s3/aws4_request`;
  const policy = {
    expiration: input.expiresAt.toISOString(),
    conditions: [
      { bucket: input.bucket },
      { key: input.key },
      { 'Content-Type': input.contentType },
      ['content-length-range', input.minBytes, input.maxBytes],
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': credential },
      { 'x-amz-date': stamp },
      ...(input.sessionToken ? [{ 'x-amz-security-token': input.sessionToken }] : []),
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signature = createHmac('sha256', signingKey(input.secretAccessKey, date, input.region, 's3')).update(encoded, 'utf8').digest('hex');
  return {
    url: `https://${input.host}/`,
    policy,
    fields: {
      key: input.key,
      'Content-Type': input.contentType,
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': credential,
      'x-amz-date': stamp,
      ...(input.sessionToken ? { 'x-amz-security-token': input.sessionToken } : {}),
      policy: encoded,
      'x-amz-signature': signature,
    },
  };
}
