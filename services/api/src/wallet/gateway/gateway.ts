/** A payment gateway: a hosted page the payer is sent to, and a signed callback telling the outcome. */
export interface GatewayCallback {
  sessionId: string;
  status: 'approved' | 'declined';
  amountPaise: bigint;
}

export interface PaymentGateway {
  readonly name: string;
  /** The URL the browser navigates to for this session. */
  pageUrl(sessionId: string, origin: string): string;
  /** The callback's claims when its signature is valid; undefined for a forged or malformed one. */
  verifyCallback(body: unknown): GatewayCallback | undefined;
}
