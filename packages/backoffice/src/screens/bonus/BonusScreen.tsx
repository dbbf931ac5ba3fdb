import type { OpsBonusConfig } from '@khel/shared/contracts';
import { useEffect, useState } from 'react';
import { getBonusConfig } from '../../api/bonus';
import { ErrorNote, Loading } from '../../ui/Status';
import { useLoad } from '../../ui/useLoad';
import { BonusSettings } from './BonusSettings';
import { GrantForm, PlayerBonuses, SweepButton } from './BonusGrants';
import { MethodBonuses } from './MethodBonuses';

/** Bonus: the payment bonus per method, wagering, contributions, expiry, the welcome bonus, grants to a player. */
export default function BonusScreen() {
  const loaded = useLoad(getBonusConfig, []);
  const [config, setConfig] = useState<OpsBonusConfig | null>(null);
  const [player, setPlayer] = useState('');
  useEffect(() => setConfig(loaded.data), [loaded.data]);
  return (
    <section aria-labelledby="bonus-title">
      <h1 id="bonus-title">Bonus</h1>
      {loaded.loading && <Loading label="Loading bonus settings…" />}
      <ErrorNote message={loaded.error} onRetry={loaded.reload} />
      {config && (
        <>
          <MethodBonuses config={config} onSaved={setConfig} />
          <BonusSettings config={config} onSaved={setConfig} />
        </>
      )}
      <h2>Grant a bonus</h2>
      <GrantForm onGranted={setPlayer} />
      <h2>A player&apos;s bonuses</h2>
      <PlayerBonuses key={player} userId={player} />
      <SweepButton />
    </section>
  );
}
