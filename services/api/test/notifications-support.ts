import type { FastifyInstance } from 'fastify';
import { STRONG_PASSWORD } from './auth-helpers';

/** A player's token by logging in with their user ID (makePlayer's players have the test password). */
export async function playerToken(app: FastifyInstance, userName: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 2, user_id: userName, password: STRONG_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export function playerCall(app: FastifyInstance, token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return app.inject({ method, url, payload: payload as object | undefined, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
