import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { clearSession } from '../../api/session';
import { fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import { MarketDialog } from './MarketDialog';
import { market } from './test-fixtures';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const writes = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body]);
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label) as HTMLInputElement;

afterEach(() => clearSession());

describe('matka market dialog', () => {
  it('creates a market with IST times, chosen days and the default rates 9/90/140/280/700', async () => {
    signInAs('admin');
    const calls = fakeOps(() => ok(market(), 'Market Milan created'));
    const onDone = jest.fn();
    render(<MarketDialog market={null} onClose={() => undefined} onDone={onDone} />);
    expect(['Single digit', 'Jodi', 'Single patti', 'Double patti', 'Triple patti'].map((l) => field(l).value)).toEqual(['9', '90', '140', '280', '700']);
    fireEvent.change(field('Name'), { target: { value: 'Milan' } });
    fireEvent.change(field('Opens (India time)'), { target: { value: '21:00' } });
    fireEvent.change(field('Closes (India time)'), { target: { value: '20:00' } });
    await click(screen.getByRole('button', { name: 'Create market' }));
    expect(alerts()).toEqual(['The close time must be after the open time']);
    fireEvent.change(field('Closes (India time)'), { target: { value: '23:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sun' }));
    fireEvent.change(field('Jodi'), { target: { value: '95' } });
    await click(screen.getByRole('button', { name: 'Create market' }));
    expect(writes(calls)).toEqual([
      ['/ops/matka/markets', {
        name: 'Milan', open_time: '21:00', close_time: '23:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
        rates: { single: 9, jodi: 95, single_patti: 140, double_patti: 280, triple_patti: 700, half_sangam_open: 1000, half_sangam_close: 1000, full_sangam: 10000 },
        min_stake: 10, max_stake: 100000, active: true,
      }],
    ]);
    expect(onDone).toHaveBeenCalled();
  });

  it('edits a market sending only what changed', async () => {
    signInAs('admin');
    const calls = fakeOps(() => ok(market(), 'Market saved'));
    render(<MarketDialog market={market() as never} onClose={() => undefined} onDone={() => undefined} />);
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(alerts()).toEqual(['Nothing has changed']);
    fireEvent.change(field('Maximum stake (₹)'), { target: { value: '5000' } });
    fireEvent.change(field('Triple patti'), { target: { value: '1.5x' } });
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(alerts()).toEqual(['Triple patti rate must be a number more than 1']);
    fireEvent.change(field('Triple patti'), { target: { value: '650' } });
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(writes(calls)).toEqual([
      ['/ops/matka/markets/5', { rates: { single: 9, jodi: 90, single_patti: 140, double_patti: 280, triple_patti: 650, half_sangam_open: 1000, half_sangam_close: 1000, full_sangam: 10000 }, max_stake: 5000 }],
    ]);
  });
});
