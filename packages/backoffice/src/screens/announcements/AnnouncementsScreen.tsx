import { toastSuccess } from '@khel/shared';
import { useState } from 'react';
import { listAnnouncements, previewAnnouncement, sendAnnouncement, type AnnouncementBody } from '../../api/announcements';
import { useOperator } from '../../app/operator';
import { TextField } from '../../ui/TextField';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { when } from '../../ui/format';
import { useAction, useLoad } from '../../ui/useLoad';
import { SEGMENT_CHOICES, segmentText } from './segment-text';

type Segment = AnnouncementBody['segment'];
interface Form {
  title: string;
  body: string;
  segment: Segment;
  days: string;
  siteId: string;
  userIds: string;
}

const EMPTY: Form = { title: '', body: '', segment: 'all', days: '7', siteId: '', userIds: '' };

/** The form as the API's body: only the segment's own field; numbers as typed (the server's 422 names a bad one). */
function bodyOf(f: Form): AnnouncementBody {
  const base = { title: f.title, body: f.body, segment: f.segment };
  if (f.segment === 'deposited_within') return { ...base, days: (/^\d+$/.test(f.days.trim()) ? Number(f.days) : f.days) as number };
  if (f.segment === 'site') return { ...base, site_id: f.siteId.trim() };
  if (f.segment === 'users') return { ...base, user_ids: f.userIds.split(/[\s,]+/).filter(Boolean) };
  return base;
}

/**
 * Announcements: write one, preview it as players will see it with how many it reaches, send it (admins; the server
 * audits it and leaves out self-excluded and timed-out players), and the list of what was sent.
 */
export default function AnnouncementsScreen() {
  const admin = useOperator()?.role === 'admin';
  const [form, setForm] = useState<Form>(EMPTY);
  const [reach, setReach] = useState<number | null>(null);
  const history = useLoad(listAnnouncements, []);
  const action = useAction();
  const set = <K extends keyof Form>(k: K, v: Form[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setReach(null);
  };
  const preview = async () => {
    const res = await action.run(() => previewAnnouncement(bodyOf(form)));
    if (res) setReach(res.data.recipients);
  };
  const send = async () => {
    const res = await action.run(() => sendAnnouncement(bodyOf(form)));
    if (!res) return;
    toastSuccess(`${res.message || 'Announcement sent'} to ${res.data.recipients} players`);
    setForm(EMPTY);
    setReach(null);
    history.reload();
  };
  return (
    <section aria-labelledby="ann-title">
      <div className="bo-head">
        <h1 id="ann-title">Announcements</h1>
      </div>
      <form className="bo-fieldset" aria-label="New announcement" onSubmit={(e) => { e.preventDefault(); void preview(); }} noValidate>
        <TextField label="Title" value={form.title} onChange={(v) => set('title', v)} hint="Up to 120 characters" />
        <label className="bo-field">
          <span>Message</span>
          <textarea value={form.body} rows={4} maxLength={1000} onChange={(e) => set('body', e.target.value)} />
        </label>
        <label className="bo-field">
          <span>Send to</span>
          <select value={form.segment} onChange={(e) => set('segment', e.target.value as Segment)}>
            {SEGMENT_CHOICES.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
          </select>
        </label>
        {form.segment === 'deposited_within' && <TextField label="Days" value={form.days} onChange={(v) => set('days', v)} hint="1 to 365" />}
        {form.segment === 'site' && <TextField label="Site id" value={form.siteId} onChange={(v) => set('siteId', v)} />}
        {form.segment === 'users' && (
          <label className="bo-field">
            <span>Player ids</span>
            <textarea value={form.userIds} rows={3} onChange={(e) => set('userIds', e.target.value)} placeholder="12, 15, 31" />
          </label>
        )}
        {reach !== null && (
          <div className="bo-card" data-testid="announcement-preview">
            <p className="bo-muted">As players will see it:</p>
            <b>{form.title}</b>
            <p>{form.body}</p>
            <p>
              Reaches <b>{reach}</b> players now (self-excluded and timed-out players are left out).
            </p>
          </div>
        )}
        {action.error && <p className="bo-error" role="alert">{action.error}</p>}
        <button type="submit" className="bo-btn" disabled={action.busy}>Preview</button>{' '}
        {admin && (
          <button type="button" className="bo-btn bo-primary" disabled={action.busy || reach === null} onClick={() => void send()}>
            {action.busy ? 'Working…' : 'Send'}
          </button>
        )}
        {!admin && <p className="bo-muted">Only an admin can send announcements.</p>}
      </form>
      <h2>Sent</h2>
      <ErrorNote message={history.error} onRetry={history.reload} />
      {history.loading && !history.data && <Loading label="Loading the announcements…" />}
      {history.data && history.data.items.length === 0 && <Empty text="No announcements sent yet." />}
      {history.data && history.data.items.length > 0 && (
        <table className="bo-table">
          <thead>
            <tr><th>Sent</th><th>Title</th><th>Message</th><th>To</th><th>Players</th><th>By</th></tr>
          </thead>
          <tbody>
            {history.data.items.map((a) => (
              <tr key={a.id}>
                <td>{when(a.created_at)}</td>
                <td>{a.title}</td>
                <td>{a.body}</td>
                <td>{segmentText(a.segment)}</td>
                <td>{a.recipients}</td>
                <td>{a.operator_name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
