import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { auth$, navigate, toastError, toastSuccess, useObservable } from '@khel/shared';
import { clickBet$, EmptyState, Skeleton } from '@khel/shared/kit';
import type { Market, SportEvent } from '../api/model';
import { amountText } from '../common/odds';
import { LoadError, ScreenHead } from '../common/ui';
import { BetSlip } from '../slip/BetSlip';
import { DelayCountdown } from '../slip/DelayCountdown';
import { pnlAfter } from '../slip/slip-math';
import { usePlaceBet } from '../slip/usePlaceBet';
import { sideOf, useSlip, type SlipControls } from '../slip/useSlip';
import { CashOut } from './CashOut';
import { prefetchEvent } from './early-event';
import { FancyCard } from './FancyCard';
import { NO_FLASHES, type EventFlashes } from './flash';
import { marketsInOrder } from './live-state';
import { MarketCard, type Pick } from './MarketCard';
import { OpenBets } from './OpenBets';
import { useOneClick } from './useOneClick';
import { Scoreboard } from './Scoreboard';
import { useEventLive } from './useEventLive';
import { useMyBets } from './useMyBets';

/**
 * /sports-event-detail/:event_id: the event's markets, live (prices flash when they move, SUSPENDED over a market
 * that takes no bets), the player's P&L under each runner before and after the slip's bet, the slip, the open
 * bets on the event and cash-out.
 */
/** Called by the games app on a first load of this page, once this code has arrived (app/routes.tsx). */
export function prefetch(params: { event_id?: string }): void {
  if (params.event_id) prefetchEvent(params.event_id);
}

export default function EventScreen() {
  const { t } = useTranslation();
  const { event_id: eventId = '' } = useParams();
  const { load, reload, flashes } = useEventLive(eventId);
  if (load.state === 'loading') {
    return (
      <>
        <ScreenHead title={t('Loading')} />
        <Skeleton lines={6} height="44px" label={t('Loading markets')} />
      </>
    );
  }
  if (load.state === 'error') {
    return (
      <>
        <ScreenHead title={t('Event')} />
        <LoadError message={load.message} onRetry={reload} />
      </>
    );
  }
  return <EventMarkets key={eventId} event={load.data} flashes={flashes} />;
}

function EventMarkets({ event, flashes }: { event: SportEvent; flashes: EventFlashes }) {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  const my = useMyBets(event.id);
  const slipCtl = useSlip(event.id);
  const onDone = useCallback(() => {
    toastSuccess(t('Bet placed'));
    slipCtl.close();
    my.refresh();
  }, [my, slipCtl, t]);
  const placing = usePlaceBet(event.id, onDone);
  // One-click betting's setting, read at login by the header's badge (@khel/shell).
  const clickBet = useObservable(clickBet$);
  const oneClick = useOneClick(event.id, my.refresh);
  const markets = marketsInOrder(event.markets);
  // A market settled or voided meanwhile: the bets and positions shown are read again.
  const closedKey = markets.filter((m) => m.status === 'settled' || m.status === 'void').map((m) => m.id).join();
  const seenClosed = useRef(closedKey);
  const { refresh } = my;
  useEffect(() => {
    if (seenClosed.current === closedKey) return;
    seenClosed.current = closedKey;
    refresh();
  }, [closedKey, refresh]);
  const fancy = markets.filter((m) => m.kind === 'fancy');
  const slipMarket = slipCtl.slip ? markets.find((m) => m.id === slipCtl.slip!.marketId) : undefined;

  const pickNow = (p: Pick) => {
    const market = markets.find((m) => m.id === p.marketId);
    if (!market) return;
    if (!token) {
      toastError(t('Please log in to place a bet'));
      navigate('/login');
      return;
    }
    if (clickBet?.click_bet_on) {
      // One-click betting: the bet at the selected stake, no slip (the slip's call, its refusals and in-play delay).
      const fancy = market.kind === 'fancy';
      oneClick.tap(
        {
          market_id: p.marketId, runner_id: p.runnerId, side: sideOf(market.kind, p.column), stake: clickBet.click_bet_stake, odds: p.level.odds / 100,
          ...(fancy && p.level.line != null ? { line: p.level.line } : {}), accept_price: slipCtl.accept,
        },
        event.inPlay ? market.betDelaySeconds : 0,
      );
      return;
    }
    placing.reset();
    slipCtl.open({ marketId: p.marketId, runnerId: p.runnerId, kind: market.kind, column: p.column, odds: p.level.odds, line: p.level.line ?? null });
  };
  // One function for every price cell, for the page's whole life (the cells are memoised), calling this render's.
  const latestPick = useRef(pickNow);
  latestPick.current = pickNow;
  const pick = useCallback((p: Pick) => latestPick.current(p), []);

  const slipNode = slipCtl.slip && slipMarket ? <SlipFor market={slipMarket} event={event} ctl={slipCtl} placing={placing} /> : null;
  const kinds = new Map(markets.map((m) => [m.id, m.kind === 'fancy' ? 'fancy' : m.kind === 'bookmaker' ? 'bookmaker' : 'match_odds'] as const));

  return (
    <>
      <ScreenHead title={event.name} />
      <Scoreboard event={event} />
      {token && clickBet?.click_bet_on && (
        <div className="g-card g-one-click" role="region" aria-label={t('One-click betting')}>
          <p className="g-muted">{t('One-click betting is on: a tap on a price places {{stake}}', { stake: amountText(clickBet.click_bet_stake) })}</p>
          {oneClick.state.phase === 'placing' && (
            <p className="g-delay" role="status">
              <span className="k-btn-spin" aria-hidden="true" />
              {t('Placing your bet')}
            </p>
          )}
          {oneClick.state.phase === 'waiting' && (
            <DelayCountdown until={oneClick.state.until} text={(left) => (left > 0 ? t('Your bet is taken in {{seconds}} s', { seconds: left }) : t('Checking your bet'))} />
          )}
        </div>
      )}
      <div className="g-layout">
        <div>
          {markets.length === 0 && <EmptyState title={t('No markets open')} text={t('Markets for this event open closer to the start.')} />}
          {markets
            .filter((m) => m.kind !== 'fancy')
            .map((m) => {
              const position = my.positions.get(m.id);
              const ids = m.runners.map((r) => r.id);
              const onThis = slipCtl.slip?.marketId === m.id ? slipCtl.slip : null;
              const stake = Number(onThis?.stake) || 0;
              const before = pnlAfter(ids, position, null);
              const after = onThis && stake > 0 ? pnlAfter(ids, position, { ...onThis, stake, oddsX100: onThis.odds }) : undefined;
              // Flat: no outcome differs from another by a min stake, so no hedge the market takes would be quoted.
              const values = [...before.values()];
              const flat = !values.length || Math.max(...values) - Math.min(...values) < m.minStake;
              // Kept while the market is suspended or closed (the button waits for it to reopen): a cash-out under way
              // ends in its dialog with the API's answer, never by the dialog vanishing.
              const action: ReactNode =
                !flat && m.status !== 'settled' && m.status !== 'void' && m.kind !== 'racing_place' ? (
                  <CashOut marketId={m.id} open={m.status === 'open'} delaySeconds={event.inPlay ? m.betDelaySeconds : 0} onDone={my.refresh} />
                ) : undefined;
              return (
                <MarketCard
                  key={m.id}
                  market={m}
                  flashes={flashes.get(m.id) ?? NO_FLASHES}
                  selected={onThis ? { runnerId: onThis.runnerId, column: onThis.column } : null}
                  pnl={{ before, after }}
                  onPick={pick}
                  slip={onThis ? slipNode : null}
                  action={action}
                />
              );
            })}
          <FancyCard
            markets={fancy}
            flashes={flashes}
            selected={slipCtl.slip && slipMarket?.kind === 'fancy' ? { marketId: slipCtl.slip.marketId, column: slipCtl.slip.column } : null}
            onPick={pick}
            slip={slipMarket?.kind === 'fancy' ? slipNode : null}
          />
        </div>
        <div className="g-side">{token && <OpenBets bets={my.bets} kinds={kinds} />}</div>
      </div>
    </>
  );
}

function SlipFor({ market, event, ctl, placing }: { market: Market; event: SportEvent; ctl: SlipControls; placing: ReturnType<typeof usePlaceBet> }) {
  const slip = ctl.slip!;
  const runner = market.runners.find((r) => r.id === slip.runnerId);
  return (
    <BetSlip
      slip={slip}
      market={market}
      selection={market.kind === 'fancy' ? market.name : (runner?.name ?? '')}
      inPlay={event.inPlay}
      accept={ctl.accept}
      state={placing.state}
      onChange={(c) => {
        placing.reset();
        ctl.change(c);
      }}
      onAccept={ctl.setAccept}
      onPlace={placing.place}
      onClose={ctl.close}
    />
  );
}
