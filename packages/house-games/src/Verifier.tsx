import { useEffect, useState } from 'react';
import { houseApi, type Round, type SeedPair } from './api';
import { outcomeOf, sha256Hex, type GameCode } from './fair';
import { tr } from './texts';
import { refusalText } from './usePlay';

interface Check {
  hashMatches: boolean;
  outcome: Record<string, unknown>;
  multiplier: number;
  matchesRecord: boolean | null;
}

type Form = { game: GameCode; server_seed: string; server_seed_hash: string; client_seed: string; nonce: string; params: string };
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const GAMES: GameCode[] = ['dice', 'crash', 'andar-bahar'];

/**
 * The verifier: any round recomputed in this browser (Web Crypto HMAC-SHA256) from its revealed server seed, client
 * seed, nonce and parameters, then compared with the hash shown before the round and the outcome recorded. A
 * round's server seed is revealed once its seed pair is changed ("Reveal the server seed" does that).
 */
export function Verifier({ token, onSeeds }: { token: string; onSeeds: (s: SeedPair) => void }) {
  const [rounds, setRounds] = useState<Round[] | null>(null);
  const [form, setForm] = useState<Form>({ game: 'dice', server_seed: '', server_seed_hash: '', client_seed: '', nonce: '0', params: '{"target":50,"over":false}' });
  const [record, setRecord] = useState<Round | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [error, setError] = useState('');
  const load = () => houseApi.rounds(token).then((r) => setRounds(r.rounds), (e) => setError(refusalText(e)));
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per session token
  }, [token]);

  const reveal = async () => {
    try {
      onSeeds((await houseApi.rotate(token)).current);
      await load();
    } catch (e) {
      setError(refusalText(e));
    }
  };
  const verify = async (f: Form = form, rec: Round | null = record) => {
    setError('');
    setCheck(null);
    try {
      const params = JSON.parse(f.params) as Record<string, unknown>;
      const seeds = { serverSeed: f.server_seed.trim(), clientSeed: f.client_seed.trim(), nonce: Number(f.nonce) };
      const [hash, played] = await Promise.all([sha256Hex(seeds.serverSeed), outcomeOf(f.game, seeds, params)]);
      const matchesRecord = rec && rec.game === f.game && rec.nonce === seeds.nonce ? same(played.outcome, rec.outcome) : null;
      setCheck({ hashMatches: !f.server_seed_hash.trim() || hash === f.server_seed_hash.trim(), outcome: played.outcome, multiplier: played.multiplier, matchesRecord });
    } catch {
      setError(tr('Check the seeds, the nonce and the parameters (JSON).'));
    }
  };
  /** A past round: its seeds and parameters into the form, checked at once. */
  const pick = (r: Round) => {
    const f: Form = { game: r.game, server_seed: r.server_seed ?? '', server_seed_hash: r.server_seed_hash, client_seed: r.client_seed, nonce: String(r.nonce), params: JSON.stringify(r.params) };
    setRecord(r);
    setForm(f);
    void verify(f, r);
  };
  const field = (key: keyof typeof form, label: string) => (
    <label className="h-field">
      <span className="h-label">{label}</span>
      <input className="h-mono" value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </label>
  );

  return (
    <section className="h-card" aria-label={tr('Verify')}>
      <p className="h-muted">{tr('Recomputed in your browser from the revealed seeds (HMAC-SHA256).')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void verify();
        }}
      >
        <label className="h-field">
          <span className="h-label">{tr('Game')}</span>
          <select value={form.game} onChange={(e) => setForm({ ...form, game: e.target.value as GameCode })}>
            {GAMES.map((g) => (
              <option key={g} value={g}>
                {tr(g === 'dice' ? 'Dice' : g === 'crash' ? 'Crash' : 'Andar Bahar')}
              </option>
            ))}
          </select>
        </label>
        {field('server_seed', tr('Server seed'))}
        {field('server_seed_hash', tr('Server seed hash'))}
        {field('client_seed', tr('Client seed'))}
        {field('nonce', tr('Nonce'))}
        {field('params', tr('Parameters'))}
        <button type="submit" className="h-btn h-primary">
          {tr('Verify')}
        </button>
      </form>
      {error ? <p role="alert" className="h-error">{error}</p> : null}
      {check ? (
        <div role="status" className="h-result" data-testid="verify-result">
          <p className={check.hashMatches ? 'h-win' : 'h-loss'}>{check.hashMatches ? tr('Hash matches the server seed') : tr('Hash does not match the server seed')}</p>
          {check.matchesRecord === null ? null : (
            <p className={check.matchesRecord ? 'h-win' : 'h-loss'}>{check.matchesRecord ? tr('Outcome matches the recorded round') : tr('Outcome does not match the recorded round')}</p>
          )}
          <p>
            {tr('Outcome')}: <span className="h-mono">{JSON.stringify(check.outcome)}</span> · {tr('Multiplier')}: {check.multiplier.toFixed(4)}x
          </p>
        </div>
      ) : null}
      <h2>{tr('Your rounds')}</h2>
      {rounds && !rounds.length ? <p className="h-muted">{tr('No rounds yet')}</p> : null}
      {rounds?.some((r) => !r.server_seed) ? (
        <button type="button" className="h-btn" onClick={() => void reveal()}>
          {tr('Reveal the server seed')}
        </button>
      ) : null}
      <ul className="h-rounds">
        {(rounds ?? []).map((r) => (
          <li key={r.id}>
            <span>
              {tr(r.game === 'dice' ? 'Dice' : r.game === 'crash' ? 'Crash' : 'Andar Bahar')} · {tr('Nonce')} {r.nonce} · {r.status}
            </span>
            {r.server_seed ? (
              <button type="button" className="h-btn" onClick={() => pick(r)}>
                {tr('Check this round')}
              </button>
            ) : (
              <span className="h-muted">{tr('Hidden until you change seeds')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
