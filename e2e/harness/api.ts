import type { KhelServer } from './server';

export interface PlayerLogin {
  mobile: string;
  password: string;
}

/** Logs in through the real user service (as the login page does) and returns the bearer token. */
export async function apiLogin(server: KhelServer, player: PlayerLogin): Promise<string> {
  const response = await fetch(`${server.url}/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 1, mobile: player.mobile, password: player.password }),
  });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!response.ok || !body.data?.token) throw new Error(`login failed (${response.status}): ${body.message}`);
  return body.data.token;
}

/** The latest OTP the log sender wrote for a mobile (the only place a code is logged). */
export async function otpFromLog(server: KhelServer, mobile: string): Promise<string> {
  const pattern = new RegExp(`OTP for ${mobile} \\(\\w+\\): (\\d{6})`, 'g');
  await server.waitForLog(new RegExp(`OTP for ${mobile} `));
  const all = [...server.log().matchAll(pattern)];
  return all[all.length - 1]![1]!;
}
