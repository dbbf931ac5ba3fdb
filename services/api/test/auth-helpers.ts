import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MemoryOtpSender } from '../src/otp/sender';

/** A clock tests move forward (OTP expiry, token expiry) without waiting. */
export class TestClock {
  constructor(public ms = Date.parse('2026-01-01T10:00:00Z')) {}
  now = (): Date => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function post(app: FastifyInstance, url: string, payload: unknown, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
}

export async function get(app: FastifyInstance, url: string, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

export const STRONG_PASSWORD = 'Secret@123';

/** Signs a new player up through the real OTP flow; returns the token and the response data. */
export async function registerPlayer(app: FastifyInstance, otp: MemoryOtpSender, mobile: string, password = STRONG_PASSWORD) {
  const sent = await post(app, '/user/auth/send-otp', { mobile, type: 'register' });
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode} ${sent.body}`);
  const res = await post(app, '/user/auth/register', { mobile, otp: otp.last(mobile), password, confirm_password: password, date_of_birth: '1990-01-01' });
  if (res.statusCode !== 200) throw new Error(`register ${res.statusCode} ${res.body}`);
  return res.json().data as { token: string; exp: number; user: Record<string, unknown> };
}
