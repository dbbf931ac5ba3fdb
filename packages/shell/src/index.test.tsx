import { act, waitFor } from '@testing-library/react';
import { INITIAL_SITE, site$ } from '@khel/shared';
import * as shell from './index';

describe('single-spa lifecycles', () => {
  it('the entry exports exactly bootstrap, mount and unmount', () => {
    expect(Object.keys(shell).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it('mounts the chrome into the element single-spa gives and removes it on unmount', async () => {
    site$.next({ ...INITIAL_SITE, status: 'ready' });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: '@khel/shell', domElement };
    // Outside act(): single-spa-react's mount resolves from an effect, which act() would hold back until it returns.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    await shell.bootstrap(props);
    await shell.mount(props);
    // the first render is a transition (reactLifecycles): the chrome appears just after mount resolves
    await waitFor(() => expect(domElement.querySelector('header.s-header')).not.toBeNull());
    env.IS_REACT_ACT_ENVIRONMENT = true;
    expect(domElement.querySelector('nav.s-side')).not.toBeNull();
    await act(async () => shell.unmount(props));
    expect(domElement.innerHTML).toBe('');
  });
});
