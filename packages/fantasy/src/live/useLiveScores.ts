import { useEffect, useState } from 'react';
import type { FantasyMatchState, FantasyMatchStatus } from '@khel/shared/contracts';
import { liveChannel } from '@khel/shared/kit';

export interface LiveScores {
  status?: FantasyMatchStatus;
  version: number;
  state?: Partial<FantasyMatchState>;
  /** player id -> runs, balls, out */
  players: Map<string, { runs: number; balls: number; out: boolean }>;
}

/**
 * A match's scores as they change, from the page's one live channel (topic fantasy:<matchId> on the shared socket):
 * null until the first snapshot, and while `on` is false (a finished match has nothing more to follow). A change
 * older than what is shown (a lower scores version) is ignored.
 */
export function useLiveScores(matchId: string, on: boolean): LiveScores | null {
  const [scores, setScores] = useState<LiveScores | null>(null);
  useEffect(() => {
    if (!on) return undefined;
    const sub = liveChannel()
      .fantasyUpdates(matchId)
      .subscribe(({ scores: s }) =>
        setScores((before) =>
          before && (s.scores_version ?? 0) < before.version
            ? before
            : {
                status: s.status,
                version: s.scores_version ?? 0,
                state: s.state,
                players: new Map((s.scores ?? []).map(([id, runs, balls, out]) => [id, { runs, balls, out }])),
              },
        ),
      );
    return () => sub.unsubscribe();
  }, [matchId, on]);
  return scores;
}

/** The players with their live runs and balls where the channel has them (else as loaded). */
export function withLive<T extends { id: string; runs: number; balls: number; out: boolean }>(players: T[], live: LiveScores | null): T[] {
  if (!live) return players;
  return players.map((p) => {
    const s = live.players.get(p.id);
    return s ? { ...p, runs: s.runs, balls: s.balls, out: s.out } : p;
  });
}
