import { useCallback, useEffect, useState } from 'react';
import { houseApi, type GameInfo, type SeedPair } from './api';
import { AndarBahar } from './AndarBahar';
import { Crash } from './Crash';
import { Dice } from './Dice';
import type { GameCode } from './fair';
import { SeedsPanel } from './Seeds';
import { rupees, tr } from './texts';
import { refusalText, type Played } from './usePlay';
import { Verifier } from './Verifier';

/** Told to the lobby (this site's origin only) after each round, so it re-reads the header balance. */
export const ROUND_MESSAGE = 'khel:casino-round';

type Tab = GameCode | 'verify';
const TABS: { id: Tab; label: string }[] = [
  { id: 'dice', label: 'Dice' },
  { id: 'crash', label: 'Crash' },
  { id: 'andar-bahar', label: 'Andar Bahar' },
  { id: 'verify', label: 'Verify' },
];
const RTP_FALLBACK: Record<GameCode, number> = { dice: 99, crash: 99, 'andar-bahar': 98 };

/**
 * The built-in provider's page (/casino-house/?token=…&game=…&lang=…): the three games, the provably fair panel
 * and the verifier, for the player the launch token names. It talks only to /sports/casino/house/*.
 */
export function App({ token, game }: { token: string; game: string }) {
  const [tab, setTab] = useState<Tab>(TABS.some((t) => t.id === game) ? (game as Tab) : 'dice');
  const [seeds, setSeeds] = useState<SeedPair | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [games, setGames] = useState<GameInfo[]>([]);
  const [stake, setStake] = useState('10');
  const [error, setError] = useState('');

  useEffect(() => {
    houseApi.seeds(token).then((s) => setSeeds(s.current), (e) => setError(refusalText(e)));
    houseApi.games().then((g) => setGames(g.games), () => undefined);
  }, [token]);

  const onPlayed = useCallback((p: Played) => {
    setSeeds(p.seeds);
    setBalance(p.balance);
    if (window.parent !== window) window.parent.postMessage({ type: ROUND_MESSAGE, balance: p.balance }, window.location.origin);
  }, []);

  const info = games.find((g) => g.code === tab);
  const rtp = (code: GameCode) => games.find((g) => g.code === code)?.rtp ?? RTP_FALLBACK[code];
  const amount = Number(stake);
  return (
    <main className="h-app">
      <header className="h-top">
        <strong>Khel Originals</strong>
        {balance !== null ? (
          <span>
            {tr('Balance')}: <strong data-testid="house-balance">{rupees(balance)}</strong>
          </span>
        ) : null}
      </header>
      <nav className="h-tabs" aria-label="Khel Originals">
        {TABS.map((t) => (
          <button key={t.id} type="button" aria-pressed={tab === t.id} onClick={() => setTab(t.id)}>
            {tr(t.label)}
          </button>
        ))}
      </nav>
      {error ? <p role="alert" className="h-error">{error}</p> : null}
      {tab !== 'verify' ? (
        <>
          <label className="h-field">
            <span className="h-label">{tr('Stake')} (₹)</span>
            <input inputMode="decimal" value={stake} onChange={(e) => setStake(e.target.value)} />
          </label>
          {tab === 'dice' ? <Dice token={token} rtp={rtp('dice')} stake={amount} onPlayed={onPlayed} /> : null}
          {tab === 'crash' ? <Crash token={token} stake={amount} onPlayed={onPlayed} /> : null}
          {tab === 'andar-bahar' ? <AndarBahar token={token} stake={amount} onPlayed={onPlayed} /> : null}
          {info ? (
            <p className="h-muted">
              {tr('Declared RTP {{rtp}}%', { rtp: info.rtp.toFixed(2) })} · {info.rules}
            </p>
          ) : null}
          <SeedsPanel token={token} seeds={seeds} onSeeds={setSeeds} />
        </>
      ) : (
        <Verifier token={token} onSeeds={setSeeds} />
      )}
    </main>
  );
}
