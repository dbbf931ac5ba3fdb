import type { FantasyKind } from '@khel/shared/contracts';

/**
 * The team builder's draft (picks, contest type, stake), kept in sessionStorage per match and purpose, so a reload
 * or a trip to log in loses nothing; dropped once the fight is posted, taken or saved.
 */
export interface Draft {
  picks: string[];
  kind: FantasyKind;
  stake: string;
}

const key = (matchId: string, purpose: string) => `khel_fantasy_draft:${matchId}:${purpose}`;

export function readDraft(matchId: string, purpose: string): Partial<Draft> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(key(matchId, purpose)) ?? '{}') as Partial<Draft>;
    return {
      picks: Array.isArray(raw.picks) ? raw.picks.filter((p): p is string => typeof p === 'string').slice(0, 6) : undefined,
      kind: raw.kind === 'max_run' || raw.kind === 'max_ball' ? raw.kind : undefined,
      stake: typeof raw.stake === 'string' ? raw.stake.slice(0, 12) : undefined,
    };
  } catch {
    return {};
  }
}

export function saveDraft(matchId: string, purpose: string, draft: Draft): void {
  try {
    sessionStorage.setItem(key(matchId, purpose), JSON.stringify(draft));
  } catch {
    // private mode or full storage: the draft lives in memory only
  }
}

export function dropDraft(matchId: string, purpose: string): void {
  try {
    sessionStorage.removeItem(key(matchId, purpose));
  } catch {
    // nothing kept
  }
}
