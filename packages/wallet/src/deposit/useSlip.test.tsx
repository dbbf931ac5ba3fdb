import '../test-env';
import { act, renderHook } from '@testing-library/react';
import { api, loader$ } from '@khel/shared';
import { fakeApi, ok } from '../test-utils';
import { recognizeUtr, UTR_FOUND, UTR_SCAN_MS, useSlip, type UtrRead } from './useSlip';

const { readUtrOnDevice } = jest.requireMock('../ocr/readUtr') as { readUtrOnDevice: jest.Mock };

jest.mock('../ocr/readUtr', () => ({ readUtrOnDevice: jest.fn() }));

beforeEach(() => {
  fakeApi(api.wallet, () => ok({ url: '/wallet/uploads/x.png?sig=1' }));
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({ ok: true, status: 200 }));
});

const png = () => new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
const device = (utr: string): UtrRead => ({ utr, source: 'device' });

describe('useSlip', () => {
  afterEach(() => jest.useRealTimers());

  it('reads inline, never with the full-screen loader: "reading", then "slow" after 6 s; a UTR read later still fills the field', async () => {
    jest.useFakeTimers();
    let finish: (read: UtrRead) => void = () => undefined;
    const recognize = () => new Promise<UtrRead | null>((resolve) => (finish = resolve));
    const { result } = renderHook(() => useSlip(recognize));
    act(() => result.current.choose(png()));
    expect(loader$.value).toBe(false);
    expect(result.current.slip.reading).toBe('reading');
    act(() => jest.advanceTimersByTime(UTR_SCAN_MS - 1));
    expect(result.current.slip.reading).toBe('reading');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.slip.reading).toBe('slow');
    expect(loader$.value).toBe(false);
    await act(async () => finish(device('412345678901')));
    expect(result.current.slip).toMatchObject({ reading: null, utr: '412345678901', source: 'device', notice: UTR_FOUND });
    expect(result.current.edited).toBe(false);
    act(() => result.current.setUtr('412345678900'));
    expect(result.current.edited).toBe(true);
  });

  it('does not overwrite a UTR the player typed while it read, and clearing resets everything', async () => {
    let finish: (read: UtrRead) => void = () => undefined;
    const { result } = renderHook(() => useSlip(() => new Promise((resolve) => (finish = resolve))));
    act(() => result.current.choose(png()));
    act(() => result.current.setUtr('1111111111'));
    await act(async () => finish(device('412345678901')));
    expect(result.current.slip).toMatchObject({ utr: '1111111111', reading: null });
    act(() => result.current.clear());
    expect(result.current.slip).toMatchObject({ file: null, preview: null, url: null, utr: '', notice: null, reading: null, source: null });
  });

  it('a slow read of a slip the player already cleared or replaced changes nothing', async () => {
    const finishers: ((read: UtrRead | null) => void)[] = [];
    const { result } = renderHook(() => useSlip(() => new Promise((resolve) => finishers.push(resolve))));
    act(() => result.current.choose(png()));
    act(() => result.current.choose(png()));
    await act(async () => finishers[0]!(device('412345678901')));
    expect(result.current.slip).toMatchObject({ utr: '', reading: 'reading' });
    await act(async () => finishers[1]!(null));
    expect(result.current.slip).toMatchObject({ utr: '', reading: null, source: null });
  });
});

describe('recognizeUtr: the device first, the server only when the device finds nothing', () => {
  it('says who read the number', async () => {
    readUtrOnDevice.mockResolvedValueOnce('412345678901');
    await expect(recognizeUtr(png())).resolves.toEqual({ utr: '412345678901', source: 'device' });
    readUtrOnDevice.mockResolvedValueOnce(null);
    fakeApi(api.wallet, (c) => (c.url === '/client/auto-utr' ? [200, { success: true, utr: '998877665544' }] : ok(null)));
    await expect(recognizeUtr(png())).resolves.toEqual({ utr: '998877665544', source: 'server' });
  });
});
