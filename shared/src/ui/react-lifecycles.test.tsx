import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { useLayoutEffect, useState } from 'react';
import { APP_ERROR_TEXT, APP_ERROR_TITLE } from './AppErrorBoundary';
import { FirstRenderInSlices, reactLifecycles } from './react-lifecycles';

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
    expect(hooks.mount).toHaveBeenCalledTimes(1);
    // The first render is a transition (FirstRenderInSlices): the app appears just after mount resolves.
    expect(await screen.findByRole('button', { name: 'clicked 0' })).toBeTruthy();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

describe('FirstRenderInSlices', () => {
  it('commits nothing of its children in the first commit, then them in a later one (a transition)', async () => {
    // React renders as in the browser (no act() batching), so the commits can be told apart.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.createElement('div');
    document.body.append(host);
    let atFirstCommit: string | null = null;
    function Marker() {
      useLayoutEffect(() => {
        atFirstCommit = host.textContent;
      }, []);
      return <span>marker </span>;
    }
    const root = createRoot(host);
    root.render(
      <>
        <Marker />
        <FirstRenderInSlices>
          <p>the app</p>
        </FirstRenderInSlices>
      </>,
    );
    await waitFor(() => expect(host.textContent).toBe('marker the app'));
    expect(atFirstCommit).toBe('marker ');
    root.unmount();
    host.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
});
