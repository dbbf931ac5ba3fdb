import type { ApiErrorBody } from '../types';

/** SPEC §8's texts, letter for letter (including the spec's "agian"). */
export const NETWORK_ERROR = 'Error CORS: Check your NETWORK agian and refresh the page.';
export const LOGGED_OUT_MESSAGE = 'You Have Been Logged Out From This Device.';
export const otherStatusMessage = (code: number) => `Error ${code}: Refresh the page and try again`;

/** What every failed call rejects with: the message shown to the player, plus the raw status and body. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: Partial<ApiErrorBody> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ErrorAction = 'toast' | 'logout-home' | 'logout-silent';
export interface ErrorDecision {
  message: string;
  action: ErrorAction;
}

function firstText(v: unknown): string | undefined {
  if (Array.isArray(v)) return typeof v[0] === 'string' && v[0] ? v[0] : undefined;
  return typeof v === 'string' && v ? v : undefined;
}

/**
 * SPEC §8 as a pure decision: the message to show and what to do, for a status (null when no response came)
 * and the error body, for non-wallet services or the wallet service. `hadSession` says whether the call carried
 * a token: a 401 to a call without one (a wrong password at login) has no session to end, so it reads like a 400.
 */
export function decideError(status: number | null, body: Partial<ApiErrorBody> | null, wallet: boolean, hadSession = true): ErrorDecision {
  const b = body ?? {};
  const fallback = status === null ? NETWORK_ERROR : otherStatusMessage(status);
  if (status === null) return { message: NETWORK_ERROR, action: 'toast' };
  if (wallet) {
    switch (status) {
      case 422:
        return { message: firstText(b.details) ?? firstText(b.errors) ?? firstText(b.message) ?? fallback, action: 'toast' };
      case 401:
        return { message: '', action: 'logout-silent' };
      case 400:
      case 500:
        return { message: firstText(b.errors) ?? firstText(b.message) ?? fallback, action: 'toast' };
      default:
        return { message: fallback, action: 'toast' };
    }
  }
  switch (status) {
    case 422:
      return { message: firstText(b.details) ?? firstText(b.message) ?? fallback, action: 'toast' };
    case 401:
      if (hadSession) return { message: LOGGED_OUT_MESSAGE, action: 'logout-home' };
      return { message: firstText(b.error) ?? firstText(b.message) ?? fallback, action: 'toast' };
    case 400:
      return { message: firstText(b.error) ?? firstText(b.message) ?? fallback, action: 'toast' };
    case 500:
      return { message: firstText(b.message) ?? fallback, action: 'toast' };
    default:
      return { message: fallback, action: 'toast' };
  }
}
