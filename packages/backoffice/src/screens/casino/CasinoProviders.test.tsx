import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession } from '../../api/session';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import CasinoProviders from './CasinoProviders';

const provider = (over: Record<string, unknown> = {}) => ({
  id: 'house', name: 'Khel Originals', api_base: '', launch_url: '/casino-house/?token={token}&game={game}', enabled: true, sort_order: 0,
  secret_set: true, games: 3, enabled_games: 2, updated_at: '2026-11-23T09:00:00.000Z', ...over,
});
const SECRET = 'N3w-S3cret_abcdefghijklmnopqrstuvwxyz0123456';
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const posts = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body, 'Idempotency-Key' in c.headers]);

function answer(c: Call, write: (c: Call) => [number, unknown]) {
  if (c.method !== 'GET') return write(c);
  if (c.url === '/ops/casino/demo-policy') return ok({ domain: 'localhost', policy: 'barred' });
  return ok({ providers: [provider(), provider({ id: 'evo', name: 'Evolution', secret_set: false, enabled: false, games: 0, enabled_games: 0 })] });
}

function show() {
  signInAs('admin');
  render(
    <MemoryRouter initialEntries={['/casino/providers']}>
      <CasinoProviders />
    </MemoryRouter>,
  );
}

afterEach(() => clearSession());

describe('casino providers screen', () => {
  it('lists each provider with whether its secret is set, never a secret, and its games on', async () => {
    fakeOps((c) => answer(c, () => fail(500, 'no')));
    show();
    const row = await screen.findByRole('row', { name: 'Provider Khel Originals' });
    expect([...row.querySelectorAll('td')].map((td) => td.textContent).slice(0, 7)).toEqual([
      'Khel Originals', 'house', '/casino-house/?token={token}&game={game}', 'Enabled', 'Set', '2 / 3', '02:30PM | 23 Nov 2026 IST',
    ]);
    expect(within(row).getByRole('link', { name: '2 / 3' }).getAttribute('href')).toBe('/casino/games?provider=house');
    const evo = screen.getByRole('row', { name: 'Provider Evolution' });
    expect([...evo.querySelectorAll('td')].map((td) => td.textContent).slice(3, 5)).toEqual(['Disabled', 'Not set']);
    expect((screen.getByRole('radio', { name: 'Barred: a demo account cannot open a casino game' }) as HTMLInputElement).checked).toBe(true);
  });

  it('rotates a secret after a confirmation, without an Idempotency-Key, and shows it once with a copy button', async () => {
    const calls = fakeOps((c) => answer(c, () => ok({ provider_id: 'house', secret: SECRET }, 'New secret made: copy it now, it is not shown again')));
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    show();
    await click(await screen.findByRole('button', { name: 'Rotate the secret of Khel Originals' }));
    const confirm = screen.getByRole('dialog', { name: 'Rotate the secret?' });
    expect(within(confirm).getByText(/Khel Originals signs its calls/).textContent).toBe(
      "Khel Originals signs its calls with the current secret: it stops working within half a minute, and the provider's calls are refused until it has the new one.",
    );
    await click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    expect(posts(calls)).toEqual([['POST', '/ops/casino/providers/house/secret', {}, false]]);
    const shown = screen.getByRole('dialog', { name: 'Secret of Khel Originals' });
    expect((within(shown).getByRole('textbox', { name: 'New secret' }) as HTMLInputElement).value).toBe(SECRET);
    await click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(shown).getByRole('status').textContent).toBe('Copied to the clipboard');
    await click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('adds a provider: checks the form, shows the server refusal, then the new secret once', async () => {
    let tries = 0;
    const calls = fakeOps((c) =>
      answer(c, () => (++tries === 1 ? fail(409, 'A provider with the id evo already exists') : ok({ provider: provider({ id: 'evo2', name: 'Evo Two' }), secret: SECRET }, 'Provider Evo Two added'))),
    );
    show();
    await click(await screen.findByRole('button', { name: 'New provider' }));
    const dialog = screen.getByRole('dialog', { name: 'New provider' });
    fireEvent.change(within(dialog).getByLabelText('Id'), { target: { value: 'evo' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Evo Two' } });
    fireEvent.change(within(dialog).getByLabelText('Launch URL'), { target: { value: 'https://evo.test/play' } });
    await click(within(dialog).getByRole('button', { name: 'Add provider' }));
    expect(alerts()).toEqual(['The launch URL must contain {token}']);
    fireEvent.change(within(dialog).getByLabelText('Launch URL'), { target: { value: 'https://evo.test/play?t={token}' } });
    await click(within(dialog).getByRole('button', { name: 'Add provider' }));
    expect(alerts()).toEqual(['A provider with the id evo already exists']);
    fireEvent.change(within(dialog).getByLabelText('Id'), { target: { value: 'evo2' } });
    await click(within(dialog).getByRole('button', { name: 'Add provider' }));
    const body = { name: 'Evo Two', api_base: '', launch_url: 'https://evo.test/play?t={token}', enabled: true, sort_order: 0 };
    expect(posts(calls)).toEqual([
      ['POST', '/ops/casino/providers', { id: 'evo', ...body }, false],
      ['POST', '/ops/casino/providers', { id: 'evo2', ...body }, false],
    ]);
    expect((within(screen.getByRole('dialog', { name: 'Secret of Evo Two' })).getByRole('textbox') as HTMLInputElement).value).toBe(SECRET);
  });

  it('edits a provider sending only what changed, and sets the demo policy', async () => {
    const calls = fakeOps((c) => answer(c, (w) => (w.method === 'PUT' ? ok({ domain: 'localhost', policy: 'play_money' }, 'saved') : ok(provider({ enabled: false }), 'Provider saved'))));
    show();
    await click(await screen.findByRole('button', { name: 'Edit Khel Originals' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Khel Originals' });
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(alerts()).toEqual(['Nothing has changed']);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    await click(screen.getByRole('radio', { name: 'Play money: a demo account plays with its demo balance' }));
    expect(posts(calls)).toEqual([
      ['POST', '/ops/casino/providers/house', { enabled: false }, true],
      ['PUT', '/ops/casino/demo-policy', { policy: 'play_money' }, true],
    ]);
  });
});
