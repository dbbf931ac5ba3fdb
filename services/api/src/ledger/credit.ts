import type { Queryable } from '../db/db';
import { houseAccount, playerAccounts, type HousePurpose } from './accounts';
import { post, type PostResult } from './post';

/** Moves money from a house account into a player's cash (or bonus) account: the seed's starting balance, an adjustment. */
export async function creditPlayer(
  q: Queryable,
  opts: { userId: string | number; amountPaise: bigint; kind: string; idempotencyKey: string; memo?: Record<string, unknown>; from?: HousePurpose; to?: 'cash' | 'bonus' },
): Promise<PostResult> {
  if (opts.amountPaise <= 0n) throw new Error('credit amount must be positive');
  const accounts = await playerAccounts(q, opts.userId);
  const house = await houseAccount(q, opts.from ?? 'adjustments', opts.userId);
  return post(q, {
    kind: opts.kind,
    idempotencyKey: opts.idempotencyKey,
    memo: opts.memo,
    lines: [
      { accountId: house, amount: -opts.amountPaise },
      { accountId: accounts[opts.to ?? 'cash'], amount: opts.amountPaise },
    ],
  });
}
