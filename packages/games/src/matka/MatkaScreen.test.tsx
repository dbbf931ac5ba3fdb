import '../test-env';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { api } from '@khel/shared';
import { fail, fakeApi, ok, renderAt } from '../test-utils';
import MatkaScreen from './MatkaScreen';
import { betJson, marketJson } from './test-fixtures';

const list = (markets: unknown[]) => ok({ markets, now: '2026-11-23T12:00:00.000Z' });
const settle = () => act(async () => undefined);

describe('/matka markets list', () => {
  it("shows each market's name, today's result, open and close times in IST, status, Play while open, and chart links", async () => {
    fakeApi(api.sports, () =>
      list([
        marketJson(),
        marketJson({ id: '2', name: 'Kalyan', open_session_open: false, close_session_open: false, status: 'result', open_pana: '123', close_pana: '459', result: '123-68-459', open_closes_at: '2026-11-23T10:15:00.000Z', close_closes_at: '2026-11-23T12:15:00.000Z' }),
        marketJson({ id: '3', name: 'Milan Day', open_session_open: false, open_pana: '190', result: '190-0*-***' }),
      ]),
    );
    renderAt(<MatkaScreen />, { path: '/matka', route: '/matka' });
    await settle();
    const cards = within(screen.getByRole('list', { name: 'Matka markets' })).getAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('.m-result')!.textContent)).toEqual(["Today's result ***-**-***", "Today's result 123-68-459", "Today's result 190-0*-***"]);
    expect(cards.map((c) => c.querySelector('.m-status')!.textContent)).toEqual(['Open for bets', 'Result', 'Open for bets']);
    const times = (card: HTMLElement) => [...card.querySelector('.m-times')!.children].map((s) => s.textContent);
    expect(times(cards[0]!)).toEqual(['Open 11:00PM', 'Close 11:55PM']);
    expect(times(cards[1]!)).toEqual(['Open 03:45PM', 'Close 05:45PM']);

    const open = within(cards[0]!);
    expect(open.getByRole('link', { name: 'Play Khel Din' }).getAttribute('href')).toBe('/matka-details/1');
    expect(open.getByRole('link', { name: 'Jodi Chart' }).getAttribute('href')).toBe('/matka-details/1?tab=jodi');
    expect(open.getByRole('link', { name: 'Panel Chart' }).getAttribute('href')).toBe('/matka-details/1?tab=panel');
    expect(within(cards[1]!).queryByRole('link', { name: /^Play/ })).toBeNull();
    expect(within(cards[1]!).getByRole('link', { name: 'Kalyan' }).getAttribute('href')).toBe('/matka-details/2?tab=results');
  });

  it('says when a market has no draw today', async () => {
    fakeApi(api.sports, () => list([marketJson({ runs_today: false, open_session_open: false, close_session_open: false })]));
    renderAt(<MatkaScreen />, { path: '/matka', route: '/matka' });
    await settle();
    expect(screen.getByText('No draw today')).toBeTruthy();
    expect(document.querySelector('.m-status')!.textContent).toBe('Closed');
  });

  it('shows the error panel with Retry, and the list after a retry', async () => {
    let calls = 0;
    fakeApi(api.sports, () => (++calls === 1 ? fail(503, 'Service Unavailable') : list([marketJson()])));
    renderAt(<MatkaScreen />, { path: '/matka', route: '/matka' });
    await settle();
    expect(screen.getByText('Could not load this page')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('link', { name: 'Khel Din' })).toBeTruthy();
  });

  it("lists the player's open and settled bets with the win amount (?tab=bets)", async () => {
    const calls = fakeApi(api.sports, (call) =>
      call.params?.status === 'settled'
        ? ok({ items: [betJson({ bet_id: 'b2', status: 'won', pnl: 8900, win_amount: 9000 }), betJson({ bet_id: 'b3', type: 'single', session: 'open', number: '5', status: 'lost', pnl: -100 })], total: 2, page: 1 })
        : ok({ items: [betJson()], total: 1, page: 1 }),
    );
    renderAt(<MatkaScreen />, { path: '/matka?tab=bets', route: '/matka' });
    await settle();
    expect(calls[0]!.url).toBe('/matka/my/bets');
    expect(calls[0]!.params).toEqual({ status: 'open', page: '1', page_size: '50' });
    const open = within(screen.getByRole('list', { name: 'Open bets' })).getAllByRole('listitem');
    expect(open.map((b) => b.textContent)).toEqual(['Khel Din · Jodi 68₹100.0023 Nov 2026 · Rate 90Open']);
    fireEvent.click(screen.getByRole('button', { name: 'Settled' }));
    await settle();
    const settled = within(screen.getByRole('list', { name: 'Settled bets' })).getAllByRole('listitem');
    expect(settled.map((b) => b.lastElementChild!.textContent)).toEqual(['Won ₹9,000.00', 'Lost']);
    expect(settled[1]!.firstElementChild!.textContent).toBe('Khel Din · Single 5');
    expect(settled[1]!.children[2]!.textContent).toBe('23 Nov 2026 · Open · Rate 90');
  });
});
