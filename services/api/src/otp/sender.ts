import type { FastifyBaseLogger } from 'fastify';

export type OtpPurpose = 'register' | 'forgot' | 'withdraw_password';

/** Delivers a one-time code to a mobile number (SMS gateway, log, ...). */
export interface OtpSender {
  readonly name: string;
  send(message: { mobile: string; code: string; purpose: OtpPurpose }): Promise<void>;
}

/**
 * The default sender for development: writes the code to the server log. This is the only place in the
 * product where an OTP is logged, and only when this sender is chosen.
 */
export class LogOtpSender implements OtpSender {
  readonly name = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send({ mobile, code, purpose }: { mobile: string; code: string; purpose: OtpPurpose }): Promise<void> {
    this.log.info({ otpSender: 'log', mobile, purpose }, `OTP for ${mobile} (${purpose}): ${code}`);
  }
}

/** Keeps the codes in memory: for tests and scripted demos that read the code back. */
export class MemoryOtpSender implements OtpSender {
  readonly name = 'memory';
  readonly sent: { mobile: string; code: string; purpose: OtpPurpose }[] = [];

  async send(message: { mobile: string; code: string; purpose: OtpPurpose }): Promise<void> {
    this.sent.push(message);
  }

  /** The newest code sent to a mobile. */
  last(mobile: string): string | undefined {
    for (let i = this.sent.length - 1; i >= 0; i--) if (this.sent[i]!.mobile === mobile) return this.sent[i]!.code;
    return undefined;
  }
}
