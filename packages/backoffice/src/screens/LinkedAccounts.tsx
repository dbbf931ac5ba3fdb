import { toastSuccess } from '@khel/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { clearPayoutLink, unlinkPayoutLink } from '../api/ops';
import type { PayoutLink, PayoutLinkAccount } from '../api/types';
import { Confirm } from '../ui/Dialog';
import { when } from '../ui/format';
import { Empty } from '../ui/Status';
import { useAction } from '../ui/useLoad';

/** How an operator reads a payout account: bank and number, UPI id or wallet id. */
export function accountText(a: PayoutLinkAccount): string {
  if (a.payment_method === 'bank') return `${a.bank_name ?? 'Bank'} ${a.account_number ?? ''} · IFSC ${a.ifsc_code ?? ''}`;
  if (a.payment_method === 'upi') return a.upi_id ? `UPI ${a.upi_id}` : 'UPI (QR only)';
  return `Wallet ${a.crypto_wallet_id ?? ''}`;
}

const STATUS = { flagged: 'Waiting for review', cleared: 'Cleared', unlinked: 'Unlinked' } as const;

type Ask = { link: PayoutLink; what: 'clear' | 'first' | 'second' };

/**
 * Payout accounts this player shares with another player (issue 11 point 9): both players, each one's copy of the
 * account and the review state. Clearing lets the second player withdraw to it; unlinking removes it from one player.
 * Both are audited by the server.
 */
export function LinkedAccounts({ links, onChanged }: { links: PayoutLink[]; onChanged: () => void }) {
  const [asking, setAsking] = useState<Ask | null>(null);
  const action = useAction();
  if (!links.length) return <Empty text="No shared payout accounts." />;
  const confirm = async () => {
    if (!asking) return;
    const { link, what } = asking;
    const done = await action.run(() => (what === 'clear' ? clearPayoutLink(link.id) : unlinkPayoutLink(link.id, what)));
    if (!done) return;
    setAsking(null);
    toastSuccess(what === 'clear' ? 'Flag cleared' : `Account removed from ${link[what].user_name}`);
    onChanged();
  };
  return (
    <>
      <div className="bo-scroll">
        <table className="bo-table" aria-label="Shared payout accounts">
          <thead>
            <tr>
              <th>Account</th>
              <th>First saved by</th>
              <th>Also saved by</th>
              <th>Status</th>
              <th>Since</th>
              <th>Review</th>
            </tr>
          </thead>
          <tbody>
            {links.map((l) => (
              <tr key={l.id}>
                <td>{accountText(l.first.account)}</td>
                {(['first', 'second'] as const).map((side) => (
                  <td key={side}>
                    <Link to={`/players/${l[side].player_id}`}>{l[side].user_name}</Link>
                    <div className="bo-muted">
                      {l[side].account.account_holder_name}
                      {l[side].account.deleted_at ? ' · removed' : ''}
                    </div>
                  </td>
                ))}
                <td>
                  {l.status === 'flagged' ? <span className="bo-flag">{STATUS.flagged}</span> : STATUS[l.status]}
                  {l.resolved_by && <div className="bo-muted">by {l.resolved_by}</div>}
                </td>
                <td>{when(l.created_at)}</td>
                <td>
                  {l.status === 'flagged' && (
                    <>
                      <button type="button" className="bo-btn bo-small" onClick={() => setAsking({ link: l, what: 'clear' })}>
                        Clear flag
                      </button>{' '}
                      <button type="button" className="bo-btn bo-small bo-danger" onClick={() => setAsking({ link: l, what: 'second' })}>
                        Remove from {l.second.user_name}
                      </button>{' '}
                      <button type="button" className="bo-btn bo-small bo-danger" onClick={() => setAsking({ link: l, what: 'first' })}>
                        Remove from {l.first.user_name}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {asking && (
        <Confirm
          title={asking.what === 'clear' ? 'Clear flag' : 'Unlink account'}
          text={
            asking.what === 'clear'
              ? `${asking.link.second.user_name} will be able to withdraw to ${accountText(asking.link.second.account)}.`
              : `${accountText(asking.link[asking.what].account)} will be removed from ${asking.link[asking.what].user_name}'s saved accounts.`
          }
          confirmLabel={asking.what === 'clear' ? 'Clear' : 'Remove'}
          busy={action.busy}
          error={action.error}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
