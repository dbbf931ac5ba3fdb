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
    fakeApi(api.wallet, () => ok({}));
    window.history.pushState(null, '', '/deposit');
    const host = document.createElement('div');
    document.body.appendChild(host);
    const props = { name: '@khel/wallet', domElement: host };
    await act(async () => {
      await entry.bootstrap(props);
      await entry.mount(props);
    });
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    await act(async () => entry.unmount(props));
    expect(host.innerHTML).toBe('');
  });
});
