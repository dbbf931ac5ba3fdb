import { toastSuccess } from '@khel/shared';
import { useState, type FormEvent } from 'react';
import { OpsError } from '../../api/client';
import { getSiteConfig, saveSiteConfig } from '../../api/ops';
import type { SiteConfig } from '../../api/types';
import { fromIstInput, istInput } from '../../ui/format';
import { ErrorNote, Loading } from '../../ui/Status';
import { useAction, useLoad } from '../../ui/useLoad';

/** The maintenance window is entered in India time (ui/format.ts), whatever the operator's own zone. */
export const toLocalInput = istInput;
const toIso = fromIstInput;

/** The current site settings; a server without GET /ops/config/site (404) starts from an empty form. */
async function loadSite(): Promise<Partial<SiteConfig>> {
  try {
    return (await getSiteConfig()) ?? {};
  } catch (e) {
    if (e instanceof OpsError && (e.status === 404 || e.status === 405)) return {};
    throw e;
  }
}

/** Maintenance window, announcement and offer poster, saved together (the server bumps the site version). */
export default function SiteScreen() {
  const loaded = useLoad(loadSite, []);
  return (
    <section aria-labelledby="site-title">
      <h1 id="site-title">Maintenance, announcement and offer poster</h1>
      {loaded.loading && <Loading label="Loading site settings…" />}
      <ErrorNote message={loaded.error} onRetry={loaded.reload} />
      {loaded.data && <SiteForm initial={loaded.data} />}
    </section>
  );
}

function SiteForm({ initial }: { initial: Partial<SiteConfig> }) {
  const [maintenanceOn, setMaintenanceOn] = useState(Boolean(initial.maintenance));
  const [from, setFrom] = useState(toLocalInput(initial.maintenance?.from_date));
  const [to, setTo] = useState(toLocalInput(initial.maintenance?.to_date));
  const [announcement, setAnnouncement] = useState(initial.announcement ?? '');
  const [poster, setPoster] = useState(initial.offer_poster ?? '');
  const [casinoUrl, setCasinoUrl] = useState(initial.casino_url ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let maintenance: SiteConfig['maintenance'] = null;
    if (maintenanceOn) {
      if (!from || !to) return setProblem('Please enter when maintenance starts and ends');
      if (new Date(from) >= new Date(to)) return setProblem('Maintenance must end after it starts');
      maintenance = { from_date: toIso(from), to_date: toIso(to) };
    }
    setProblem(null);
    // Sent only when changed, so a form that could not load it never clears the lobby's source.
    const casinoChange = casinoUrl.trim() !== (initial.casino_url ?? '') ? { casino_url: casinoUrl.trim() } : {};
    const answer = await save.run(() => saveSiteConfig({ maintenance, announcement: announcement.trim(), offer_poster: poster.trim(), ...casinoChange }));
    if (answer) toastSuccess(answer.message || 'Site settings saved');
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Site settings">
      <fieldset className="bo-fieldset">
        <legend>Maintenance window</legend>
        <label className="bo-check">
          <input type="checkbox" checked={maintenanceOn} onChange={(e) => setMaintenanceOn(e.target.checked)} /> Schedule maintenance
        </label>
        {maintenanceOn && (
          <div className="bo-grid4">
            <label className="bo-field">
              <span>Maintenance starts (IST)</span>
              <input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
            </label>
            <label className="bo-field">
              <span>Maintenance ends (IST)</span>
              <input type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
            </label>
          </div>
        )}
      </fieldset>
      <label className="bo-field">
        <span>Announcement (one message per line)</span>
        <textarea rows={3} value={announcement} onChange={(e) => setAnnouncement(e.target.value)} />
      </label>
      <label className="bo-field">
        <span>Offer poster image URL</span>
        <input type="url" value={poster} onChange={(e) => setPoster(e.target.value)} />
      </label>
      {poster.trim() && <img className="bo-poster" src={poster.trim()} alt="Offer poster preview" />}
      <label className="bo-field">
        <span>Casino games source (an https URL or a path under aws_url; empty for our own lobby)</span>
        <input value={casinoUrl} placeholder="/sports/casino/lobby" onChange={(e) => setCasinoUrl(e.target.value)} />
      </label>
      {[problem, save.error].filter(Boolean).map((text) => (
        <p key={text} className="bo-error" role="alert">
          {text}
        </p>
      ))}
      <div className="bo-actions">
        <button type="submit" className="bo-btn bo-primary" disabled={save.busy}>
          {save.busy ? 'Saving…' : 'Save site settings'}
        </button>
      </div>
    </form>
  );
}
