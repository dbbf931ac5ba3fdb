import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayCallback, PaymentGateway } from './gateway';

/**
 * The built-in sandbox gateway: a hosted page under /wallet/gateway/sandbox/:id with approve and decline
 * buttons; its callback body {session_id, status, amount (paise), signature} is HMAC-SHA256 signed with a secret
 * kept in app_secrets.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  constructor(private readonly secret: string) {}

  pageUrl(sessionId: string, origin: string): string {
    return `${origin}/wallet/gateway/sandbox/${sessionId}`;
  }

  sign(sessionId: string, status: string, amountPaise: string): string {
    return createHmac('sha256', this.secret).update(`${sessionId}|${status}|${amountPaise}`).digest('hex');
  }

  /** What the sandbox sends to the callback when the payer decides. */
  callbackBody(sessionId: string, status: 'approved' | 'declined', amountPaise: bigint) {
    const amount = amountPaise.toString();
    return { session_id: sessionId, status, amount, signature: this.sign(sessionId, status, amount) };
  }

  verifyCallback(body: unknown): GatewayCallback | undefined {
    if (!body || typeof body !== 'object') return undefined;
    const b = body as Record<string, unknown>;
    const { session_id: id, status, amount, signature } = b;
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return undefined;
    if (status !== 'approved' && status !== 'declined') return undefined;
    if (typeof amount !== 'string' || !/^[0-9]{1,15}$/.test(amount) || typeof signature !== 'string') return undefined;
    const expected = Buffer.from(this.sign(id, status, amount));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return { sessionId: id, status, amountPaise: BigInt(amount) };
  }
}
