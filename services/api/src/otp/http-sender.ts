import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../http/errors';
import type { OtpPurpose, OtpSender } from './sender';

/** What the player sees when the SMS gateway fails; 400 so every client shows the text (SPEC §8). */
export const SMS_MESSAGES = {
  unavailable: 'We could not send the OTP right now. Please try again in a few minutes.',
} as const;

/** The body sent when KHEL_SMS_BODY is not set. */
export const DEFAULT_SMS_BODY = '{"to":"{mobile}","message":"Your Khel OTP is {code}. It is valid for 5 minutes. Do not share it."}';
export const SMS_TIMEOUT_MS = 10_000;

/** A string's JSON form without its quotes: safe inside a JSON string literal of the template. */
function jsonEscape(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/** Fills {mobile} and {code} in the body template, each JSON-escaped (a template is a JSON document). */
export function renderSmsBody(template: string, values: { mobile: string; code: string }): string {
  return template.replace(/\{(mobile|code)\}/g, (_m, key: 'mobile' | 'code') => jsonEscape(values[key]));
}

export interface HttpSmsSettings {
  url: string;
  /** The Authorization header's whole value (e.g. "Bearer ...", "Basic ..."); none when unset. */
  auth?: string;
  bodyTemplate?: string;
  timeoutMs?: number;
}

/**
 * The production OTP sender (issue 11 point 7): POSTs the rendered template as JSON to the SMS gateway. The code
 * is never logged: a failure logs the gateway's status (or the network error's name) and the purpose only, not
 * the request or the gateway's answer (which may echo the code). Any failure becomes a clear message for the
 * player, never a 500.
 */
export class HttpOtpSender implements OtpSender {
  readonly name = 'http';
  constructor(
    private readonly settings: HttpSmsSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send({ mobile, code, purpose }: { mobile: string; code: string; purpose: OtpPurpose }): Promise<void> {
    const body = renderSmsBody(this.settings.bodyTemplate ?? DEFAULT_SMS_BODY, { mobile, code });
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.settings.auth) headers.authorization = this.settings.auth;
    const timeoutMs = this.settings.timeoutMs ?? SMS_TIMEOUT_MS;
    let status: number;
    try {
      const res = await fetch(this.settings.url, { method: 'POST', headers, body, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
      status = res.status;
      // Drained and dropped unread: the answer may repeat the code.
      await res.arrayBuffer().catch(() => undefined);
    } catch (error) {
      const reason = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? `no answer in ${timeoutMs} ms` : (error as Error)?.name ?? 'network error';
      this.log.error({ otpSender: 'http', purpose, reason }, 'SMS gateway unreachable: OTP not sent');
      throw new ApiError(400, SMS_MESSAGES.unavailable);
    }
    if (status < 200 || status > 299) {
      this.log.error({ otpSender: 'http', purpose, gatewayStatus: status }, `SMS gateway answered ${status}: OTP not sent`);
      throw new ApiError(400, SMS_MESSAGES.unavailable);
    }
  }
}
