import { useTranslation } from 'react-i18next';
import type { Bet } from '../api/model';
import { amountText, priceText } from '../common/odds';
import { isBackSide } from '../slip/slip-math';

const SIDE = { back: 'Back', lay: 'Lay', yes: 'Yes', no: 'No', win: 'Win', place: 'Place' } as const;

/** One bet: side, selection (and line), odds, stake, and what it risks. */
export function BetLine({ bet, kind }: { bet: Bet; kind?: 'bookmaker' | 'fancy' | 'match_odds' }) {
  const { t } = useTranslation();
  const odds = bet.oddsX100 ? priceText(kind ?? (bet.line !== null ? 'fancy' : 'match_odds'), bet.oddsX100) : '-';
  return (
    <li className={`g-bet ${isBackSide(bet.side) ? 'g-bet-back' : 'g-bet-lay'}`}>
      <span>
        <strong>{t(SIDE[bet.side])}</strong> {bet.selectionName ?? ''}
        {bet.line !== null && ` ${bet.line}`}
        {bet.marketName && <span className="g-muted"> · {bet.marketName}</span>}
      </span>
      <span>
        {t('Odds')} {odds} · {t('Stake')} {amountText(bet.stake)}
        {bet.status === 'pending' && <span className="g-muted"> · {t('Waiting')}</span>}
      </span>
    </li>
  );
}

/** The player's open bets on this event: matched ones, and in-play ones still waiting for their delay. */
export function OpenBets({ bets, kinds }: { bets: Bet[]; kinds: Map<string, 'bookmaker' | 'fancy' | 'match_odds'> }) {
  const { t } = useTranslation();
  const open = bets.filter((b) => b.status === 'matched' || b.status === 'pending');
  return (
    <section className="g-card" aria-label={t('My Bets')}>
      <div className="g-card-head">
        <h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('My Bets')}</h2>
        <span className="g-muted">{open.length}</span>
      </div>
      {open.length === 0 ? (
        <p className="g-muted g-bets">{t('You have no open bets on this event.')}</p>
      ) : (
        <ul className="g-list g-bets">
          {open.map((b) => (
            <BetLine key={b.id} bet={b} kind={kinds.get(b.marketId)} />
          ))}
        </ul>
      )}
    </section>
  );
}
