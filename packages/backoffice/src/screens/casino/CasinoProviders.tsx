import { toastSuccess } from '@khel/shared';
import type { OpsCasinoProvider } from '@khel/shared/console-contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { listProviders, rotateSecret } from '../../api/casino';
import { Confirm } from '../../ui/Dialog';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { when } from '../../ui/format';
import { useAction, useLoad } from '../../ui/useLoad';
import { DemoPolicy } from './DemoPolicy';
import { ProviderDialog } from './ProviderDialog';
import { SecretDialog } from './SecretDialog';

/**
 * Casino providers (issue 14 point 5, admins): each provider's settings and whether its HMAC secret is set (the
 * secret itself is shown once, when it is made: on adding the provider and on rotation); the demo policy.
 */
export default function CasinoProviders() {
  const providers = useLoad(listProviders, []);
  const [editing, setEditing] = useState<OpsCasinoProvider | 'new' | null>(null);
  const [rotating, setRotating] = useState<OpsCasinoProvider | null>(null);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const rotate = useAction();

  const confirmRotate = async () => {
    if (!rotating) return;
    const answer = await rotate.run(() => rotateSecret(rotating.id));
    if (!answer) return;
    toastSuccess(answer.message);
    setSecret({ name: rotating.name, secret: answer.data.secret });
    setRotating(null);
    providers.reload();
  };

  return (
    <section aria-labelledby="casino-providers-title">
      <div className="bo-head">
        <h1 id="casino-providers-title">Casino providers</h1>
        <button type="button" className="bo-btn bo-small bo-primary" onClick={() => setEditing('new')}>New provider</button>
      </div>
      {providers.loading && <Loading label="Loading the providers…" />}
      <ErrorNote message={providers.error} onRetry={providers.reload} />
      {providers.data &&
        (providers.data.providers.length ? (
          <div className="bo-scroll">
            <table className="bo-table" aria-label="Casino providers">
              <thead>
                <tr>
                  <th>Provider</th>
                  <th>Id</th>
                  <th>Launch URL</th>
                  <th>Status</th>
                  <th>Secret</th>
                  <th className="bo-num">Games on</th>
                  <th>Changed</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>
                {providers.data.providers.map((p) => (
                  <tr key={p.id} aria-label={`Provider ${p.name}`}>
                    <td>{p.name}</td>
                    <td>{p.id}</td>
                    <td className="bo-muted">{p.launch_url}</td>
                    <td>{p.enabled ? 'Enabled' : 'Disabled'}</td>
                    <td>{p.secret_set ? 'Set' : 'Not set'}</td>
                    <td className="bo-num">
                      <Link to={`/casino/games?provider=${encodeURIComponent(p.id)}`}>{p.enabled_games} / {p.games}</Link>
                    </td>
                    <td>{when(p.updated_at)}</td>
                    <td>
                      <div className="bo-row">
                        <button type="button" className="bo-btn bo-small" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>Edit</button>
                        <button type="button" className="bo-btn bo-small" onClick={() => setRotating(p)} aria-label={`Rotate the secret of ${p.name}`}>Rotate secret</button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Empty text="No casino provider yet." />
        ))}
      <DemoPolicy />
      {editing && (
        <ProviderDialog
          provider={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            providers.reload();
          }}
          onSecret={(name, s) => setSecret({ name, secret: s })}
        />
      )}
      {rotating && (
        <Confirm
          title="Rotate the secret?"
          text={`${rotating.name} signs its calls with the current secret: it stops working within half a minute, and the provider's calls are refused until it has the new one.`}
          confirmLabel="Rotate secret"
          busy={rotate.busy}
          error={rotate.error}
          onConfirm={confirmRotate}
          onClose={() => setRotating(null)}
        />
      )}
      {secret && <SecretDialog providerName={secret.name} secret={secret.secret} onClose={() => setSecret(null)} />}
    </section>
  );
}
