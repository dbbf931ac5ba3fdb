import type { AxiosAdapter } from 'axios';
import { api } from '@khel/shared';
import { DEVICE_KEY, deviceId } from './device';

describe('the sign-up device id', () => {
  const seen: Array<{ url: string; device: unknown }> = [];
  beforeAll(() => {
    const adapter: AxiosAdapter = async (config) => {
      seen.push({ url: String(config.url), device: config.headers.get('X-Khel-Device') });
      return { status: 200, statusText: '', data: {}, headers: {}, config };
    };
    api.user.defaults.adapter = adapter;
  });

  it('is a random id kept in this browser, sent with the register, refer and settings calls only', async () => {
    localStorage.clear();
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(localStorage.getItem(DEVICE_KEY)).toBe(id);
    expect(deviceId()).toBe(id);
    await api.user.post('/auth/register', {});
    await api.user.post('/auth/login', {});
    await api.user.get('/refer');
    await api.user.put('/api/settings', {});
    expect(seen).toEqual([
      { url: '/auth/register', device: id },
      { url: '/auth/login', device: undefined },
      { url: '/refer', device: id },
      { url: '/api/settings', device: id },
    ]);
  });

  it('replaces a malformed kept id', () => {
    localStorage.setItem(DEVICE_KEY, 'not ok!');
    expect(deviceId()).not.toBe('not ok!');
    expect(localStorage.getItem(DEVICE_KEY)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
