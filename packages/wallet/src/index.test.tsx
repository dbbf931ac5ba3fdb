import './test-env';
import { act, screen } from '@testing-library/react';
import { api } from '@khel/shared';
import { fakeApi, ok } from './test-utils';
import * as entry from './index';

describe('@khel/wallet entry', () => {
  it('exports only the single-spa lifecycles', () => {
    expect(Object.keys(entry).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it('mounts the wallet on its route and unmounts cleanly', async () => {
    fakeApi(api.wallet, (c) =>
      c.url === '/client/deposit-standing'
        ? ok({ can_deposit: true, reason: null, until: null, message: null, headroom: null, limit_period: null, limit_amount: null })
        : ok({}),
    );
    window.history.pushState(null, '', '/deposit');
    const host = document.createElement('div');
    document.body.appendChild(host);
    const props = { name: '@khel/wallet', domElement: host };
    // Outside act(): single-spa-react's mount resolves from an effect, which act() would hold back until it returns.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    await entry.bootstrap(props);
    await entry.mount(props);
    env.IS_REACT_ACT_ENVIRONMENT = true;
    expect(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 })).toBeTruthy(); // after the config and the deposit standing
    await act(async () => entry.unmount(props));
    expect(host.innerHTML).toBe('');
  });
});
