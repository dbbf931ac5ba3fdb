import { useCallback, useEffect, useState } from 'react';
import { floatAt, HOUSE_GAME_CODES } from '@khel/shared/house-games';
import { houseApi, type Round, type SeedPair } from './api';
import { describeBet, describeOutcome } from './describe';
import { hex, outcomeOf, roundBlock, sha256Hex, type GameCode } from './fair';
import { gameName, rupees, tr } from './texts';
import { refusalText } from './usePlay';

interface Check {
  round: Round;
  hashMatches: boolean;
  what: string;
  recorded: string;
  same: boolean;
  block: string;
  first: number;
  revealedNow: boolean;
}

/** The same JSON value, whatever the order of object keys (PostgreSQL's jsonb keeps its own order). */
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, canonical(x)])) : v;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Recomputes a recorded round in this browser: the fingerprint, the outcome, and the numbers behind them. */
async function checkRound(r: Round, revealedNow: boolean): Promise<Check> {
  const seeds = { serverSeed: r.server_seed!, clientSeed: r.client_seed, nonce: r.nonce };
  const [hash, played, block] = await Promise.all([sha256Hex(seeds.serverSeed), outcomeOf(r.game, seeds, r.params, r.version), roundBlock(seeds, 0)]);
  return {
    round: r, hashMatches: hash === r.server_seed_hash, what: describeOutcome(r.game, played.outcome), recorded: describeOutcome(r.game, r.outcome),
    same: same(played.outcome, r.outcome), block: hex(block), first: floatAt(block, 0), revealedNow,
  };
}

/** The verdict on one round, in a player's words; the numbers behind it on request. */
function Verdict({ c, onFair }: { c: Check; onFair: () => void }) {
  const r = c.round;
  return (
    <div role="status" className="h-result" data-testid="verify-result">
      <h3>{tr('Round {{id}} · {{game}} · nonce {{nonce}}', { id: r.id, game: gameName(r.game), nonce: r.nonce })}</h3>
      {c.revealedNow ? <p className="h-muted">{tr('To show this round, its server seed was revealed and a new seed pair started for your next rounds.')}</p> : null}
      <p className={c.hashMatches ? 'h-win' : 'h-loss'}>
        {tr(c.hashMatches ? 'The server seed matches the fingerprint (SHA-256) shown before you played.' : 'The server seed does not match the fingerprint shown before you played.')}
      </p>
      <p className={c.same ? 'h-win' : 'h-loss'}>
        {c.same ? tr('Recomputed in your browser: {{what}}. The same as recorded.', { what: c.what }) : tr('Recomputed in your browser: {{what}}. NOT what was recorded: {{recorded}}.', { what: c.what, recorded: c.recorded })}
      </p>
      <p>{tr('Your bet: {{bet}} · stake {{stake}} · paid {{paid}}', { bet: describeBet(r.game, r.params), stake: rupees(r.stake), paid: rupees(r.payout) })}</p>
      <details className="h-details">
        <summary>{tr('Show the numbers')}</summary>
        <dl>
          <dt>{tr('Server seed')}</dt>
          <dd className="h-mono">{r.server_seed}</dd>
          <dt>{tr('Server seed hash')}</dt>
          <dd className="h-mono">{r.server_seed_hash}</dd>
          <dt>{tr('Client seed')}</dt>
          <dd className="h-mono">{r.client_seed}</dd>
          <dt>{tr('Nonce')}</dt>
          <dd>{r.nonce}</dd>
          <dt>{tr('Block 0 (HMAC-SHA256)')}</dt>
          <dd className="h-mono">{c.block}</dd>
          <dt>{tr('First number')}</dt>
          <dd className="h-mono">{c.first}</dd>
        </dl>
        <button type="button" className="h-link" onClick={onFair}>
          {tr('How it is fair')}
        </button>
      </details>
    </div>
  );
}

/** A round checked by hand: any seeds, any game; what it draws, in words. */
function ByHand({ onFair }: { onFair: () => void }) {
  const [form, setForm] = useState({ game: 'dice' as GameCode, server: '', client: '', nonce: '0', rows: '16' });
  const [result, setResult] = useState<{ what: string; hash: string } | null>(null);
  const [error, setError] = useState('');
  const submit = async () => {
    setResult(null);
    setError('');
    const nonce = Number(form.nonce);
    if (!/^[0-9a-f]{64}$/.test(form.server.trim()) || !/^[A-Za-z0-9_-]{1,64}$/.test(form.client.trim()) || !/^\d{1,10}$/.test(form.nonce.trim())) {
      setError(tr('The server seed is 64 characters of 0–9 and a–f, the client seed 1 to 64 letters, digits, _ or -, and the nonce a whole number.'));
      return;
    }
    const seeds = { serverSeed: form.server.trim(), clientSeed: form.client.trim(), nonce };
    const params: Record<string, unknown> = form.game === 'plinko' ? { rows: Number(form.rows), risk: 'low' } : {};
    const played = await outcomeOf(form.game, seeds, params);
    setResult({ what: describeOutcome(form.game, played.outcome), hash: await sha256Hex(seeds.serverSeed) });
  };
  const input = (key: 'server' | 'client' | 'nonce', label: string) => (
    <label className="h-field">
      <span className="h-label">{label}</span>
      <input className="h-mono" value={form[key]} inputMode={key === 'nonce' ? 'numeric' : 'text'} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </label>
  );
  return (
    <details className="h-details">
      <summary>{tr('Check any round by hand')}</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="h-field">
          <span className="h-label">{tr('Game')}</span>
          <select value={form.game} onChange={(e) => setForm({ ...form, game: e.target.value as GameCode })}>
            {HOUSE_GAME_CODES.map((g) => (
              <option key={g} value={g}>
                {gameName(g)}
              </option>
            ))}
          </select>
        </label>
        {input('server', tr('Server seed (revealed)'))}
        {input('client', tr('Client seed'))}
        {input('nonce', tr('Nonce'))}
        {form.game === 'plinko' ? (
          <label className="h-field">
            <span className="h-label">{tr('Rows')}</span>
            <select value={form.rows} onChange={(e) => setForm({ ...form, rows: e.target.value })}>
              {['8', '12', '16'].map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className="h-btn h-primary">
          {tr('Check these seeds')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="h-error">
          {error}
        </p>
      ) : null}
      {result ? (
        <div role="status" data-testid="by-hand-result">
          <p>{tr('Recomputed in your browser: {{what}}.', { what: result.what })}</p>
          <p className="h-muted">{tr('Its fingerprint (SHA-256): {{hash}}', { hash: result.hash })}</p>
        </div>
      ) : null}
      <button type="button" className="h-link" onClick={onFair}>
        {tr('How it is fair')}
      </button>
    </details>
  );
}

/**
 * The verifier: the player's rounds, each checked with one tap (its server seed revealed first when it is still in
 * use, which starts a new seed pair), the verdict in words; and any round checked by hand from its seeds.
 * `pick` is a round the game asked to check (its "Check this round" button).
 */
export function Verifier({ token, onSeeds, pick, onFair }: { token: string; onSeeds: (s: SeedPair) => void; pick?: string | null; onFair: () => void }) {
  const [rounds, setRounds] = useState<Round[] | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');

  const checkId = useCallback(
    async (id: string) => {
      setBusy(id);
      setError('');
      setCheck(null);
      try {
        let list = (await houseApi.rounds(token)).rounds;
        let round = list.find((r) => r.id === id);
        const revealNow = Boolean(round && !round.server_seed);
        if (revealNow) {
          onSeeds((await houseApi.rotate(token)).current);
          list = (await houseApi.rounds(token)).rounds;
          round = list.find((r) => r.id === id);
        }
        setRounds(list);
        if (!round?.server_seed) throw new Error('not revealed');
        setCheck(await checkRound(round, revealNow));
      } catch (e) {
        setError(e instanceof Error && e.message === 'not revealed' ? tr('Could not check this round. Please try again.') : refusalText(e));
      } finally {
        setBusy(null);
      }
    },
    [token, onSeeds],
  );

  useEffect(() => {
    if (pick) void checkId(pick);
    else houseApi.rounds(token).then((r) => setRounds(r.rounds), (e) => setError(refusalText(e)));
  }, [token, pick, checkId]);

  return (
    <section className="h-card" aria-label={tr('Verify')}>
      {busy ? <p className="h-muted">{tr('Checking…')}</p> : null}
      {error ? (
        <p role="alert" className="h-error">
          {error}
        </p>
      ) : null}
      {check ? <Verdict c={check} onFair={onFair} /> : null}
      <h2>{tr('Your rounds')}</h2>
      {rounds && !rounds.length ? <p className="h-muted">{tr('No rounds yet')}</p> : null}
      <ul className="h-rounds">
        {(rounds ?? []).map((r) => (
          <li key={r.id}>
            <span>
              <strong>{gameName(r.game)}</strong> · {describeBet(r.game, r.params)} · {r.payout > 0 ? tr('You won {{amount}}', { amount: rupees(r.payout) }) : tr('You lost')}
              <br />
              <span className="h-muted">
                {describeOutcome(r.game, r.outcome)} · {tr('Nonce')} {r.nonce} · {r.server_seed ? tr('Revealed') : tr('Hidden until you change seeds')}
              </span>
            </span>
            <button type="button" className="h-btn" disabled={busy !== null} onClick={() => void checkId(r.id)}>
              {tr('Check this round')}
            </button>
          </li>
        ))}
      </ul>
      <ByHand onFair={onFair} />
    </section>
  );
}
