import { toastSuccess } from '@khel/shared';
import { useState, type FormEvent } from 'react';
import { getImportMap, moduleHistory, moduleStatus, rollbackModule, setModule } from '../api/ops';
import type { ModuleHistoryEntry } from '../api/types';
import { Confirm, Dialog } from '../ui/Dialog';
import { when } from '../ui/format';
import { Empty, ErrorNote, Loading } from '../ui/Status';
import { useAction, useLoad } from '../ui/useLoad';

type MapAnswer = { imports: Record<string, string>; protected?: string[] } | Record<string, string>;
const importsOf = (m: MapAnswer): Record<string, string> =>
  'imports' in m && typeof m.imports === 'object' ? (m.imports as Record<string, string>) : (m as Record<string, string>);
const protectedOf = (m: MapAnswer): string[] => ('protected' in m && Array.isArray(m.protected) ? m.protected : []);

/** A history row; `undone_at` is set when a rollback undid the change (it stays, and can be applied again). */
type HistoryRow = ModuleHistoryEntry & { undone_at?: string | null };

/**
 * The import map operators edit: swap an application's URL (the server checks it without running it), see the
 * history, roll back, apply a rolled-back change again. Core modules (root config, shared, shell, console, vendor
 * libraries) are protected: only the import-map command changes them.
 */
export default function Modules() {
  const data = useLoad(async () => {
    const [map, history] = await Promise.all([getImportMap(), moduleHistory()]);
    return { imports: importsOf(map), protected: new Set(protectedOf(map)), history: history as HistoryRow[] };
  }, []);
  // Each module checked as a swap is (issue 27: a module answering 404 showed no warning); it fetches, so it loads apart.
  const status = useLoad(moduleStatus, []);
  const statusOf = (name: string) => status.data?.items.find((i) => i.name === name);
  const reapply = useAction();
  const applyAgain = async (h: HistoryRow) => {
    if (!h.url) return;
    const answer = await reapply.run(() => setModule(h.name, h.url!));
    if (!answer) return;
    toastSuccess(answer.message || `${h.name} now loads ${h.url}`);
    data.reload();
    status.reload();
  };
  const [editing, setEditing] = useState<{ name: string; url: string } | null>(null);
  const [rollingBack, setRollingBack] = useState(false);
  const rollback = useAction();

  const confirmRollback = async () => {
    const answer = await rollback.run(() => rollbackModule());
    if (!answer) return;
    toastSuccess(answer.message || 'Import map rolled back');
    setRollingBack(false);
    data.reload();
  };

  return (
    <section aria-labelledby="modules-title">
      <div className="bo-head">
        <h1 id="modules-title">Modules</h1>
        <button type="button" className="bo-btn bo-small" disabled={!data.data?.history.length} onClick={() => (rollback.setError(null), setRollingBack(true))}>
          Roll back last change
        </button>
      </div>
      {data.loading && <Loading label="Loading the import map…" />}
      <ErrorNote message={data.error} onRetry={data.reload} />
      {data.data && (
        <>
          {status.data && (
            <p className={status.data.items.some((i) => !i.ok) ? 'bo-error' : 'bo-muted'} role="status">
              {status.data.items.some((i) => !i.ok)
                ? `${status.data.items.filter((i) => !i.ok).length} of ${status.data.items.length} modules fail their check: players' browsers cannot load them.`
                : `All ${status.data.items.length} modules load.`}
              <button type="button" className="bo-btn bo-small" onClick={status.reload} disabled={status.loading}>
                Check again
              </button>
            </p>
          )}
          <ErrorNote message={status.error} onRetry={status.reload} />
          <table className="bo-table" aria-label="Import map">
            <thead>
              <tr>
                <th>Module</th>
                <th>URL</th>
                <th>Check</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {Object.entries(data.data.imports).map(([name, url]) => (
                <tr key={name} aria-label={`Module ${name}`}>
                  <td>
                    <code>{name}</code>
                  </td>
                  <td>
                    <code>{url}</code>
                  </td>
                  <td>
                    <ModuleCheckCell loading={status.loading} check={statusOf(name)} />
                  </td>
                  <td>
                    {data.data!.protected.has(name) ? (
                      <span className="bo-muted" title="Core module: only the import-map command can change it">
                        Protected (command line only)
                      </span>
                    ) : (
                      <button type="button" className="bo-btn bo-small" onClick={() => setEditing({ name, url })}>
                        Change URL of {name}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>History</h2>
          {reapply.error && (
            <p className="bo-error" role="alert">
              {reapply.error}
            </p>
          )}
          {data.data.history.length ? (
            <table className="bo-table" aria-label="Import map history">
              <thead>
                <tr>
                  <th>When</th>
                  <th>Who</th>
                  <th>Module</th>
                  <th>Before</th>
                  <th>After</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {data.data.history.map((h) => (
                  <tr key={h.id}>
                    <td>{when(h.created_at)}</td>
                    <td>{h.operator ?? 'import-map command'}</td>
                    <td>
                      <code>{h.name}</code>
                    </td>
                    <td>
                      <code>{h.previous_url ?? '—'}</code>
                    </td>
                    <td>
                      <code>{h.url ?? '—'}</code>
                    </td>
                    <td>
                      {h.action === 'rollback' && 'Rollback'}
                      {h.action !== 'rollback' && h.undone_at && (
                        <button type="button" className="bo-btn bo-small" disabled={reapply.busy} onClick={() => void applyAgain(h)}>
                          Apply again
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <Empty text="No earlier import maps." />
          )}
        </>
      )}
      {editing && (
        <SwapDialog
          name={editing.name}
          current={editing.url}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            data.reload();
          }}
        />
      )}
      {rollingBack && (
        <Confirm
          title="Roll back the import map"
          text={`The import map goes back to how it was before the last change (${data.data?.history[0]?.detail ?? 'unknown'}). Players load it on their next reload.`}
          confirmLabel="Roll back"
          busy={rollback.busy}
          error={rollback.error}
          onConfirm={confirmRollback}
          onClose={() => setRollingBack(false)}
        />
      )}
    </section>
  );
}

/** Whether a module loads: a spinner while checking, Loads, or Fails with the reason (a 404 said as such). */
function ModuleCheckCell({ loading, check }: { loading: boolean; check?: { ok: boolean; reason: string | null } }) {
  if (loading && !check) return <Loading label="Checking…" />;
  if (!check) return <span className="bo-muted">—</span>;
  return check.ok ? <span className="bo-ok">Loads</span> : <span className="bo-fail">Fails: {check.reason}</span>;
}

function SwapDialog({ name, current, onClose, onDone }: { name: string; current: string; onClose: () => void; onDone: () => void }) {
  const [url, setUrl] = useState(current);
  const save = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!url.trim() || url.trim() === current) return save.setError('Please enter a new URL');
    const answer = await save.run(() => setModule(name, url.trim()));
    if (!answer) return;
    toastSuccess(answer.message || `${name} now loads from ${url.trim()}`);
    onDone();
  };
  return (
    <Dialog title={`Change URL of ${name}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="bo-muted">
          Now: <code>{current}</code>. Before it changes the map the server reads the new file (from this site or an allowed module host,
          with CORS for this site) and checks, without running it, that it is a module with single-spa lifecycles; players&apos; browsers
          then refuse the file if it changes afterwards.
        </p>
        <label className="bo-field">
          <span>New URL</span>
          <input value={url} onChange={(e) => setUrl(e.target.value)} />
        </label>
        {save.error && (
          <p className="bo-error" role="alert">
            {save.error}
          </p>
        )}
        <div className="bo-actions">
          <button type="button" className="bo-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="bo-btn bo-primary" disabled={save.busy}>
            {save.busy ? 'Checking…' : 'Swap module'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
