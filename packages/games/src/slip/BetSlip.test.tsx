import '../test-env';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { api, setPrefs } from '@khel/shared';
import type { AcceptPrice, Bet, Market } from '../api/model';
import { fakeApi, fancy, matchOdds, ok, placedJson } from '../test-utils';
import { BetSlip } from './BetSlip';
import { usePlaceBet } from './usePlaceBet';
import type { Slip } from './useSlip';

/** The slip with the real place-bet flow, as the event page wires it. */
function Harness({ market, start, inPlay = false, onDone = () => undefined }: { market: Market; start: Slip; inPlay?: boolean; onDone?: (b: Bet) => void }) {
  const [slip, setSlip] = useState(start);
  const [accept, setAccept] = useState<AcceptPrice>('exact');
  const placing = usePlaceBet('e1', onDone);
  return (
    <BetSlip
      slip={slip}
      market={market}
      selection={market.kind === 'fancy' ? market.name : market.runners[0]!.name}
      inPlay={inPlay}
      accept={accept}
      state={placing.state}
      onChange={(c) => setSlip((s) => ({ ...s, ...c }))}
      onAccept={setAccept}
      onPlace={placing.place}
      onClose={() => undefined}
    />
  );
}

const slipOn = (m: Market, over: Partial<Slip> = {}): Slip => ({
  eventId: 'e1', marketId: m.id, runnerId: m.runners[0]!.id, kind: m.kind, column: 'back', side: 'back', odds: m.runners[0]!.back[0]!.odds, line: null, stake: '', key: 'k-1', ...over,
});
const bet = (over: Partial<Bet>): Bet => ({ id: 'b1', marketId: 'm1', runnerId: 'r1', side: 'back', oddsX100: 180, line: null, stake: 100, liability: 100, status: 'matched', placedAt: '2026-11-23T10:05:00Z', ...over });

beforeEach(() => setPrefs({ stakes: [100, 500, 1000, 5000] }));
afterEach(() => jest.useRealTimers());

describe('bet slip', () => {
  it('a fancy Yes shows the line and rate, sends side yes with the line, and its figures use the rate', async () => {
    const m = fancy();
    const calls = fakeApi(api.sports, () => ok(placedJson(bet({ side: 'yes', line: 80, oddsX100: 200 }), { bl: 1, ex: 0, bc: 0, eb: 0 })));
    render(<Harness market={m} start={slipOn(m, { side: 'yes', odds: 200, line: 80 })} />);
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    expect(within(slip).getByRole('heading').textContent).toBe('Yes 10 over runs MS 80');
    expect(within(slip).getByText('Rate 100')).toBeTruthy();
    expect(within(slip).queryByLabelText('Odds')).toBeNull();
    fireEvent.click(within(slip).getByRole('button', { name: '500' }));
    expect(within(slip).getByText('Profit:').querySelector('strong')!.textContent).toBe('500');
    fireEvent.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    await act(async () => undefined);
    expect(calls[0]!.body).toEqual({ market_id: 'f1', runner_id: 'f1r', side: 'yes', stake: 500, odds: 2, line: 80, accept_price: 'exact' });
    expect(calls[0]!.headers['Idempotency-Key']).toBe('k-1');
  });

  it('in play it counts the delay down while the API waits, then shows a refusal after the delay', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
    const m = matchOdds({ betDelaySeconds: 5 });
    let answer: (v: [number, unknown]) => void = () => undefined;
    fakeApi(api.sports, () => new Promise((resolve) => (answer = resolve)));
    render(<Harness market={m} start={slipOn(m, { stake: '100' })} inPlay />);
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    expect(within(slip).getByText('In-play bets are taken after 5 seconds')).toBeTruthy();
    fireEvent.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    expect(within(slip).getByRole('status').textContent).toBe('Your bet is taken in 5 s');
    await act(async () => jest.advanceTimersByTime(2100));
    expect(within(slip).getByRole('status').textContent).toBe('Your bet is taken in 3 s');
    expect(within(slip).getByRole('button', { name: 'Place Bet' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => jest.advanceTimersByTime(3000));
    expect(within(slip).getByRole('status').textContent).toBe('Checking your bet');
    await act(async () => answer(ok(placedJson(bet({ status: 'refused', refusal: 'Market was suspended before your bet was taken' }), { bl: 1000, ex: 0, bc: 0, eb: 0 }))));
    expect(within(slip).getByRole('alert').textContent).toBe('Market was suspended before your bet was taken');
    expect(within(slip).queryByRole('status')).toBeNull();
  });

  it('takes the keyboard to the stake when it opens, and says when the market is suspended', () => {
    const m = matchOdds({ status: 'suspended' });
    render(<Harness market={m} start={slipOn(m, { stake: '100' })} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Stake'));
    expect(screen.getByRole('alert').textContent).toBe('Market is suspended');
    expect((screen.getByRole('button', { name: 'Place Bet' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses odds off the ladder before asking the API', () => {
    const m = matchOdds();
    render(<Harness market={m} start={slipOn(m, { stake: '100' })} />);
    const odds = screen.getByLabelText('Odds');
    fireEvent.change(odds, { target: { value: '2.21' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter odds the exchange takes');
    fireEvent.change(odds, { target: { value: '2.22' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lower odds' }));
    expect((odds as HTMLInputElement).value).toBe('2.2');
  });
});
