import { REFER_REFUSALS, type OpsReferConfig, type ReferRefusal } from '@khel/shared/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFilterParams } from '../../ui/useFilterParams';
import { getReferRule, listReferrals } from '../../api/refer';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { rupees, when } from '../../ui/format';
import { useLoad } from '../../ui/useLoad';
import { ReferRuleCard } from './ReferRuleCard';
import { REFUSAL_TEXT, STATE_TEXT } from './texts';

const PAGE_SIZE = 50;

/**
 * Refer and earn for operators: the reward rule (admins edit it), and every referred player with the decision on
 * their first approved deposit: paid (how much, into which wallet) or refused with the reason (same device, same
 * payout account, ...). Filters by state, reason and player.
 */
export default function ReferScreen() {
  const { params, set, page } = useFilterParams();
  const filters = { state: params.get('state') ?? '', reason: params.get('reason') ?? '', player: params.get('player') ?? '', page };
  const rule = useLoad(getReferRule, []);
  const [shownRule, setShownRule] = useState<OpsReferConfig | null>(null);
  useEffect(() => setShownRule(rule.data), [rule.data]);
  const list = useLoad(() => listReferrals(filters), [params.toString()]);
  return (
    <section aria-labelledby="refer-title">
      <div className="bo-head">
        <h1 id="refer-title">Refer and earn</h1>
      </div>
      <ErrorNote message={rule.error} onRetry={rule.reload} />
      {shownRule && <ReferRuleCard key={shownRule.updated_at} rule={shownRule} onSaved={setShownRule} />}
      <div className="bo-filters" role="search" aria-label="Referral filters">
        <label>
          <span>State</span>
          <select value={filters.state} onChange={(e) => set('state', e.target.value)}>
            <option value="">All</option>
            {Object.entries(STATE_TEXT).map(([v, text]) => <option key={v} value={v}>{text}</option>)}
          </select>
        </label>
        <label>
          <span>Refusal reason</span>
          <select value={filters.reason} onChange={(e) => set('reason', e.target.value)}>
            <option value="">Any</option>
            {REFER_REFUSALS.map((r) => <option key={r} value={r}>{REFUSAL_TEXT[r]}</option>)}
          </select>
        </label>
        <label>
          <span>Player</span>
          <input type="search" defaultValue={filters.player} placeholder="Id or user name" onKeyDown={(e) => e.key === 'Enter' && set('player', e.currentTarget.value.trim())} />
        </label>
      </div>
      {list.loading && <Loading label="Loading the referrals…" />}
      <ErrorNote message={list.error} onRetry={list.reload} />
      {list.data &&
        (list.data.items.length ? (
          <div className="bo-scroll">
            <table className="bo-table" aria-label="Referrals">
              <thead>
                <tr>
                  <th>Referred player</th>
                  <th>Referred by</th>
                  <th>Signed up</th>
                  <th>Decision</th>
                  <th className="bo-num">First deposit</th>
                  <th className="bo-num">Reward</th>
                  <th>Decided</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((r) => (
                  <tr key={r.referred_id} aria-label={`Referral of ${r.referred}`}>
                    <td><Link to={`/players/${r.referred_id}`}>{r.referred}</Link></td>
                    <td><Link to={`/players/${r.referrer_id}`}>{r.referrer}</Link></td>
                    <td>{when(r.signed_up_at)}</td>
                    <td>
                      {r.state === 'refused' ? <span className="bo-flag">{STATE_TEXT.refused}</span> : STATE_TEXT[r.state]}
                      {r.reason && <div className="bo-muted">{REFUSAL_TEXT[r.reason as ReferRefusal] ?? r.reason}</div>}
                    </td>
                    <td className="bo-num">{r.state === 'waiting' ? '—' : rupees(r.deposit)}</td>
                    <td className="bo-num">{r.state === 'paid' ? `${rupees(r.amount)} ${r.credited_to === 'cash' ? '(main)' : '(bonus)'}` : '—'}</td>
                    <td>{when(r.decided_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Empty text="No referrals match these filters." />
        ))}
      {list.data && <Pager page={list.data.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(p) => set('page', String(p))} />}
    </section>
  );
}
