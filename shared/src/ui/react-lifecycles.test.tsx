import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { APP_ERROR_TEXT, APP_ERROR_TITLE } from './AppErrorBoundary';
import { reactLifecycles } from './react-lifecycles';

/** The lifecycles every app exports: single-spa-react with the app inside its own error boundary. */
describe('reactLifecycles', () => {
  let broken = false;
  function Flaky() {
    const [n, setN] = useState(0);
    // Throws on every render while broken (React renders once more before giving up to the boundary).
    if (broken) throw new Error('boom in render');
    return (
      <button type="button" onClick={() => setN(n + 1)}>
        clicked {n}
      </button>
    );
  }

  it('mounts into the element it is given, shows its own error panel on a render error, and Retry renders it again', async () => {
    const host = document.createElement('div');
    const neighbour = document.createElement('p');
    neighbour.textContent = 'the header keeps working';
    document.body.append(neighbour, host);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: string[] = [];
    const listen = (e: Event) => reported.push((e as CustomEvent<{ app: string; message: string }>).detail.message);
    window.addEventListener('khel:app-error', listen);
    const hooks = { mount: jest.fn(), unmount: jest.fn() };
    const app = reactLifecycles(() => <Flaky />, hooks);
    const props = { name: '@khel/test', domElement: host, singleSpa: {}, mountParcel: () => undefined } as never;

    // Outside act(): single-spa-react's mount resolves from an effect, which act() would hold back until it returns.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    await app.bootstrap(props);
    await app.mount(props);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    expect(hooks.mount).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeTruthy();

    broken = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'clicked 0' })));
    expect(host.querySelector('[role="alert"] h3')?.textContent).toBe(APP_ERROR_TITLE);
    expect(screen.getByText(APP_ERROR_TEXT)).toBeTruthy();
    expect(reported).toEqual(['boom in render']);
    broken = false;
    expect(neighbour.textContent).toBe('the header keeps working');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeTruthy();

    await act(() => app.unmount(props));
    expect(host.innerHTML).toBe('');
    expect(hooks.unmount).toHaveBeenCalledTimes(1);
    window.removeEventListener('khel:app-error', listen);
    errors.mockRestore();
  });
});
