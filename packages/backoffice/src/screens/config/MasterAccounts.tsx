import { toastSuccess } from '@khel/shared';
import { useState, type FormEvent } from 'react';
import { addMasterAccount, setMasterAccountActive, uploadQr } from '../../api/ops';
import type { MasterAccount, PaymentMethod } from '../../api/types';
import { Confirm } from '../../ui/Dialog';
import { Empty } from '../../ui/Status';
import { useAction } from '../../ui/useLoad';

const idOf = (a: MasterAccount) => a.master_account_id ?? a.id ?? 0;
const active = (a: { is_active?: boolean }) => a.is_active !== false;
const FIELDS = [
  ['account_holder_name', 'Account holder name'],
  ['bank_name', 'Bank name'],
  ['account_number', 'Account number'],
  ['ifsc_code', 'IFSC code'],
  ['upi_id', 'UPI ID'],
  ['crypto_wallet_id', 'Crypto wallet ID'],
  ['phone_number', 'Phone number'],
] as const;
type Draft = Record<(typeof FIELDS)[number][0], string>;
const EMPTY = Object.fromEntries(FIELDS.map(([key]) => [key, ''])) as Draft;

/** The site's receiving accounts: add one (with a QR image uploaded through the wallet upload URL), disable or enable it. */
export function MasterAccounts({ accounts, methods, onChanged }: { accounts: MasterAccount[]; methods: PaymentMethod[]; onChanged: () => void }) {
  const [methodId, setMethodId] = useState(methods[0] ? String(methods[0].id) : '');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [qr, setQr] = useState<string | null>(null);
  const [toggling, setToggling] = useState<MasterAccount | null>(null);
  const add = useAction();
  const upload = useAction();
  const toggle = useAction();
  const methodName = (id: number) => methods.find((m) => m.id === id)?.name ?? String(id);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return upload.setError('Please choose an image file');
    const url = await upload.run(() => uploadQr(file));
    if (url) setQr(url);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!methodId) return add.setError('Please choose a payment method');
    if (!draft.account_holder_name.trim()) return add.setError('Please enter the account holder name');
    const body: Partial<MasterAccount> = { method_id: Number(methodId), qr_code: qr };
    for (const [key] of FIELDS) if (draft[key].trim()) body[key] = draft[key].trim();
    const answer = await add.run(() => addMasterAccount(body));
    if (!answer) return;
    toastSuccess(answer.message || 'Master account added');
    setDraft(EMPTY);
    setQr(null);
    onChanged();
  };
  const confirmToggle = async () => {
    if (!toggling) return;
    const answer = await toggle.run(() => setMasterAccountActive(idOf(toggling), !active(toggling)));
    if (!answer) return;
    toastSuccess(answer.message || (active(toggling) ? 'Master account disabled' : 'Master account enabled'));
    setToggling(null);
    onChanged();
  };

  return (
    <section aria-labelledby="accounts-title">
      <h2 id="accounts-title">Master accounts</h2>
      {accounts.length ? (
        <table className="bo-table">
          <thead>
            <tr>
              <th>ID</th>
              <th>Method</th>
              <th>Holder</th>
              <th>Account / UPI</th>
              <th>QR</th>
              <th>State</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={idOf(a)} aria-label={`Master account ${idOf(a)}`}>
                <td>{idOf(a)}</td>
                <td>{a.method_name ?? methodName(a.method_id)}</td>
                <td>{a.account_holder_name}</td>
                <td>
                  {[a.bank_name, a.account_number, a.ifsc_code, a.upi_id, a.crypto_wallet_id, a.phone_number].filter(Boolean).join(' · ')}
                </td>
                <td>{a.qr_code ? <img className="bo-qr" src={a.qr_code} alt={`QR of account ${idOf(a)}`} /> : '—'}</td>
                <td>{active(a) ? 'Active' : 'Disabled'}</td>
                <td>
                  <button type="button" className="bo-btn bo-small" onClick={() => (toggle.setError(null), setToggling(a))}>
                    {active(a) ? `Disable account ${idOf(a)}` : `Enable account ${idOf(a)}`}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Empty text="No master accounts yet." />
      )}
      <form className="bo-filters" onSubmit={submit} noValidate aria-label="Add a master account">
        <label>
          <span>Payment method</span>
          <select value={methodId} onChange={(e) => setMethodId(e.target.value)}>
            <option value="">Choose…</option>
            {methods.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} ({m.method_type})
              </option>
            ))}
          </select>
        </label>
        {FIELDS.map(([key, label]) => (
          <label key={key}>
            <span>{label}</span>
            <input value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
          </label>
        ))}
        <label>
          <span>QR image</span>
          <input type="file" accept="image/*" onChange={(e) => onFile(e.target.files?.[0])} />
        </label>
        {upload.busy && <span role="status">Uploading QR…</span>}
        {qr && <img className="bo-qr" src={qr} alt="Uploaded QR" />}
        <button type="submit" className="bo-btn bo-primary" disabled={add.busy || upload.busy}>
          {add.busy ? 'Adding…' : 'Add master account'}
        </button>
      </form>
      {[upload.error, add.error].filter(Boolean).map((text) => (
        <p key={text} className="bo-error" role="alert">
          {text}
        </p>
      ))}
      {toggling && (
        <Confirm
          title={active(toggling) ? 'Disable master account' : 'Enable master account'}
          text={active(toggling) ? `Players will no longer be shown account ${idOf(toggling)}.` : `Players will be shown account ${idOf(toggling)} again.`}
          confirmLabel={active(toggling) ? 'Disable' : 'Enable'}
          busy={toggle.busy}
          error={toggle.error}
          onConfirm={confirmToggle}
          onClose={() => setToggling(null)}
        />
      )}
    </section>
  );
}
