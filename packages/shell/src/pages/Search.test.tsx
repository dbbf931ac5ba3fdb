import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api, auth$, changeLanguage, i18n, initI18n } from '@khel/shared';
import { Search } from './Search';

interface Call {
  method: string;
  url: string;
  params: Record<string, string> | undefined;
  body: unknown;
}

/** The site service's client answered by `reply` (a stand-in for the server); `hold` keeps an answer back. */
function fakeSiteApi(reply: (call: Call) => unknown, hold?: Promise<void>): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call = { method: String(config.method).toUpperCase(), url: String(config.url), params: config.params as Record<string, string> | undefined, body: config.data ? JSON.parse(String(config.data)) : undefined };
    calls.push(call);
    if (hold && call.url === '/search') await hold;
    return { status: 200, statusText: '', data: { success: true, status: 1, message: 'Success', data: reply(call) }, headers: {}, config };
  };
  api.site.defaults.adapter = adapter;
  return calls;
}

const hit = (kind: string, id: string, name: string, extra: Record<string, unknown> = {}) => ({ kind, id, name, name_hi: null, detail: '', link: `/${kind}/${id}`, in_play: false, ...extra });
const RESULTS = {
  q: 'kolkatta',
  groups: [
    { kind: 'event', items: [hit('event', '7', 'Mumbai Strikers v Kolkata Riders', { in_play: true, detail: 'Khel T20 Cup', link: '/sports-event-detail/7' }), hit('event', '9', 'Chennai Kings v Kolkata Riders', { link: '/sports-event-detail/9' })] },
    { kind: 'team', items: [hit('team', 'kolkata riders', 'Kolkata Riders', { name_hi: 'कोलकाता राइडर्स', link: '/sports-event-detail/9' })] },
    { kind: 'fantasy', items: [hit('fantasy', '3', 'Chennai Kings v Kolkata Riders', { link: '/cricket-fight/3' })] },
  ],
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function show() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/search']}>
        <Routes>
          <Route path="/search" element={<Search />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  });
}

const field = () => screen.getByRole('combobox');
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const options = () => screen.queryAllByRole('option').map((o) => o.querySelector('.s-find-name')!.textContent);

beforeAll(() => initI18n('en'));
afterEach(async () => {
  act(() => auth$.next({ token: null, user: null }));
  await act(() => changeLanguage('en'));
});

describe('search page', () => {
  it('asks the server once the player stops typing, shows a spinner, then the results grouped by kind, in play marked', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const calls = fakeSiteApi(() => RESULTS, held);
    await show();
    expect(document.activeElement).toBe(field());
    type('k');
    type('kol');
    type('kolkatta');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await screen.findByRole('progressbar');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 300));
    });
    // One call, for the text as it stood when typing stopped.
    expect(calls.filter((c) => c.url === '/search').map((c) => c.params)).toEqual([{ q: 'kolkatta' }]);
    await act(async () => release());
    await screen.findByRole('listbox', { name: 'Search results' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Sports events', 'Teams', 'Fantasy matches']);
    expect(options()).toEqual(['Mumbai Strikers v Kolkata Riders', 'Chennai Kings v Kolkata Riders', 'Kolkata Riders', 'Chennai Kings v Kolkata Riders']);
    expect(within(screen.getAllByRole('option')[0]!).getByText('In play')).toBeTruthy();
    expect(within(screen.getAllByRole('option')[0]!).getByText('Khel T20 Cup')).toBeTruthy();
  });

  it('"No data found!" when nothing matches', async () => {
    fakeSiteApi(() => ({ q: 'zzqx', groups: [] }));
    await show();
    type('zzqx');
    expect(await screen.findByText('No data found!', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText("We can't find any item matching your search.")).toBeTruthy();
  });

  it('arrow keys move through the results (wrapping), Enter opens the chosen one and keeps the search for the player', async () => {
    act(() => auth$.next({ token: 'tok', user: null }));
    const calls = fakeSiteApi((call) => (call.url === '/search' ? RESULTS : { items: ['kolkatta'] }));
    await show();
    type('kolkatta');
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    const selected = () => screen.getAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(-1);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(selected()).toBe(0);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(selected()).toBe(2);
    expect(field().getAttribute('aria-activedescendant')).toBe('s-find-team:kolkata riders');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(selected()).toBe(3);
    await act(async () => {
      fireEvent.keyDown(field(), { key: 'Enter' });
    });
    expect(screen.getByTestId('where').textContent).toBe('/cricket-fight/3');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/search/recent', params: undefined, body: { q: 'kolkatta' } }]);
  });

  it('a click on the page body closes the results; a click in the field opens them again', async () => {
    fakeSiteApi(() => RESULTS);
    await show();
    type('kolkatta');
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    act(() => document.body.click());
    expect(screen.queryByRole('listbox')).toBeNull();
    act(() => {
      fireEvent.focus(field());
    });
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it("a logged-in player's recent searches: shown while the field is empty, one tap searches it again, cleared on the server", async () => {
    act(() => auth$.next({ token: 'tok', user: null }));
    const calls = fakeSiteApi((call) => (call.url === '/search/recent' ? { items: ['andar bahar', 'kolkata'] } : call.url === '/search' ? RESULTS : { items: [] }));
    await show();
    const list = await screen.findByRole('list', { name: 'Recent searches' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['andar bahar', 'kolkata']);
    fireEvent.click(within(list).getByRole('button', { name: 'kolkata' }));
    expect((field() as HTMLInputElement).value).toBe('kolkata');
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    type('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    });
    expect(screen.queryByRole('list', { name: 'Recent searches' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/search/recent/clear']);
  });

  it('in Hindi: Hindi texts and the Hindi name where there is one', async () => {
    // The texts hi.json serves (services/api/src/services/site/texts/search.ts), without the network.
    i18n.addResourceBundle('hi', 'translation', { 'Search events, games and markets': 'इवेंट, गेम और बाज़ार खोजें', Search: 'खोजें', 'Sports events': 'खेल इवेंट', Teams: 'टीमें', 'Fantasy matches': 'फ़ैंटेसी मैच', 'Search results': 'खोज परिणाम' }, true, true);
    await act(() => changeLanguage('hi'));
    fakeSiteApi(() => RESULTS);
    await show();
    expect(field().getAttribute('placeholder')).toBe('इवेंट, गेम और बाज़ार खोजें');
    type('कोलकाता');
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['खेल इवेंट', 'टीमें', 'फ़ैंटेसी मैच']);
    expect(options()).toContain('कोलकाता राइडर्स');
  });
});
