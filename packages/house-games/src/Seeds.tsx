import { useState } from 'react';
import { houseApi, type Revealed, type SeedPair } from './api';
import { tr } from './texts';
import { refusalText } from './usePlay';

/**
 * The provably fair panel: the SHA-256 of the server seed the next round uses (shown before it is played), the
 * client seed the player may change (which retires the pair and reveals its server seed), and the next nonce.
 */
export function SeedsPanel({ token, seeds, onSeeds }: { token: string; seeds: SeedPair | null; onSeeds: (s: SeedPair) => void }) {
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [error, setError] = useState('');
  const change = async () => {
    setError('');
    try {
      const r = await houseApi.rotate(token, clientSeed.trim() || undefined);
      onSeeds(r.current);
      setRevealed(r.previous ?? null);
      setClientSeed('');
    } catch (e) {
      setError(refusalText(e));
    }
  };
  return (
    <section className="h-card h-seeds" aria-label={tr('Provably fair')}>
      <h2>{tr('Provably fair')}</h2>
      <dl>
        <dt>{tr('Server seed hash (next round)')}</dt>
        <dd className="h-mono" data-testid="server-seed-hash">{seeds?.server_seed_hash ?? '…'}</dd>
        <dt>{tr('Client seed')}</dt>
        <dd className="h-mono" data-testid="client-seed">{seeds?.client_seed ?? '…'}</dd>
        <dt>{tr('Nonce')}</dt>
        <dd data-testid="nonce">{seeds?.next_nonce ?? '…'}</dd>
      </dl>
      <form
        className="h-row"
        onSubmit={(e) => {
          e.preventDefault();
          void change();
        }}
      >
        <label className="h-grow">
          <span className="h-label">{tr('Client seed')}</span>
          <input value={clientSeed} maxLength={64} pattern="[A-Za-z0-9_\-]{1,64}" onChange={(e) => setClientSeed(e.target.value)} placeholder={seeds?.client_seed ?? ''} />
        </label>
        <button type="submit" className="h-btn">
          {tr('Change seeds')}
        </button>
      </form>
      {error ? <p role="alert" className="h-error">{error}</p> : null}
      {revealed ? (
        <p className="h-muted">
          {tr('Revealed server seed')}: <span className="h-mono">{revealed.server_seed}</span>
        </p>
      ) : null}
    </section>
  );
}
