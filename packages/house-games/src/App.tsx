import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { isHouseGameCode } from '@khel/shared/house-games';
import { houseApi, type GameInfo, type Round, type SeedPair } from './api';
import { AndarBahar } from './AndarBahar';
import { Crash } from './Crash';
import { Dice } from './Dice';
import { DragonTiger } from './DragonTiger';
import { FairPage } from './FairPage';
import type { GameCode } from './fair';
import { howToCheck, howToPlay } from './help';
import { Lucky7 } from './Lucky7';
import { Plinko } from './Plinko';
import { Reels } from './Reels';
import { Roulette } from './Roulette';
import { SeedsPanel } from './Seeds';
import { TeenPatti } from './TeenPatti';
import { gameName, rupees, tr } from './texts';
import { refusalText, type GameProps, type Played } from './usePlay';
import { Verifier } from './Verifier';

/** Told to the lobby (this site's origin only) after each round, so it re-reads the header balance. */
export const ROUND_MESSAGE = 'khel:casino-round';

type Tab = 'play' | 'verify' | 'fair';
const TABS: { id: Tab; label: string }[] = [
  { id: 'play', label: '' }, // the game's name
  { id: 'verify', label: 'Verify' },
  { id: 'fair', label: 'How it is fair' },
];
const RTP_FALLBACK: Record<GameCode, number> = {
  dice: 99, crash: 99, 'andar-bahar': 98, 'teen-patti': 99, 'dragon-tiger': 97.06, 'lucky-7': 96.92, roulette: 97.3, reels: 95.76, plinko: 99,
};
const PANELS: Record<Exclude<GameCode, 'dice'>, ComponentType<GameProps>> = {
  crash: Crash, 'andar-bahar': AndarBahar, 'teen-patti': TeenPatti, 'dragon-tiger': DragonTiger, 'lucky-7': Lucky7, roulette: Roulette, reels: Reels, plinko: Plinko,
};
const QUICK_STAKES = ['10', '50', '100', '500'];

/**
 * The built-in provider's page (/casino-house/?token=…&game=…&lang=…): the launched game (the session is for that
 * game only), its help, the provably fair panel, the verifier and "How it is fair", for the player the launch token
 * names. It talks only to /sports/casino/house/*.
 */
export function App({ token, game: launched }: { token: string; game: string }) {
  const game: GameCode = isHouseGameCode(launched) ? launched : 'dice';
  const [tab, setTab] = useState<Tab>('play');
  const [seeds, setSeeds] = useState<SeedPair | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [games, setGames] = useState<GameInfo[]>([]);
  const [stake, setStake] = useState('10');
  const [error, setError] = useState('');
  const [lastRound, setLastRound] = useState<Round | null>(null);
  const [pick, setPick] = useState<string | null>(null);

  useEffect(() => {
    houseApi.seeds(token).then((s) => setSeeds(s.current), (e) => setError(refusalText(e)));
    houseApi.games().then((g) => setGames(g.games), () => undefined);
  }, [token]);

  const onPlayed = useCallback((p: Played) => {
    setSeeds(p.seeds);
    setBalance(p.balance);
    setLastRound(p.round);
    if (window.parent !== window) window.parent.postMessage({ type: ROUND_MESSAGE, balance: p.balance }, window.location.origin);
  }, []);
  const open = (t: Tab) => {
    setTab(t);
    if (t !== 'verify') setPick(null);
  };
  const checkLast = () => {
    setPick(lastRound!.id);
    setTab('verify');
  };

  const info = games.find((g) => g.code === game);
  const rtp = info?.rtp ?? RTP_FALLBACK[game];
  const amount = Number(stake);
  const Panel = game === 'dice' ? null : PANELS[game];
  return (
    <main className="h-app">
      <header className="h-top">
        <h1 className="h-title">{gameName(game)}</h1>
        {balance !== null ? (
          <span>
            {tr('Balance')}: <strong data-testid="house-balance">{rupees(balance)}</strong>
          </span>
        ) : null}
      </header>
      <nav className="h-tabs" aria-label={gameName(game)}>
        {TABS.map((t) => (
          <button key={t.id} type="button" aria-pressed={tab === t.id} onClick={() => open(t.id)}>
            {t.label ? tr(t.label) : gameName(game)}
          </button>
        ))}
      </nav>
      {error ? (
        <p role="alert" className="h-error">
          {error}
        </p>
      ) : null}
      {tab === 'play' ? (
        <div className="h-play">
          <div className="h-main">
            <label className="h-field">
              <span className="h-label">{tr('Stake')} (₹)</span>
              <input inputMode="decimal" value={stake} onChange={(e) => setStake(e.target.value)} />
            </label>
            <div className="h-seg h-quick" role="group" aria-label={tr('Stake')}>
              {QUICK_STAKES.map((s) => (
                <button key={s} type="button" aria-pressed={stake === s} onClick={() => setStake(s)}>
                  ₹{s}
                </button>
              ))}
            </div>
            {Panel ? <Panel token={token} stake={amount} onPlayed={onPlayed} /> : <Dice token={token} rtp={rtp} stake={amount} onPlayed={onPlayed} />}
            {lastRound ? (
              <button type="button" className="h-btn h-check" onClick={checkLast}>
                {tr('Check this round')}
              </button>
            ) : null}
          </div>
          <aside className="h-side">
            <section className="h-card h-help" aria-label={tr('How to play')}>
              <h2>{tr('How to play')}</h2>
              <p>{howToPlay(game)}</p>
              <p className="h-muted">{tr('Declared RTP {{rtp}}%', { rtp: rtp.toFixed(2) })}</p>
              <h2>{tr('How to check a round')}</h2>
              <p>{howToCheck()}</p>
              <button type="button" className="h-link" onClick={() => open('fair')}>
                {tr('How it is fair')}
              </button>
            </section>
            <SeedsPanel token={token} seeds={seeds} onSeeds={setSeeds} />
          </aside>
        </div>
      ) : null}
      {tab === 'verify' ? <Verifier token={token} onSeeds={setSeeds} pick={pick} onFair={() => open('fair')} /> : null}
      {tab === 'fair' ? <FairPage /> : null}
    </main>
  );
}
