import '../../test/polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession } from '../../api/session';
import { OperatorContext } from '../../app/operator';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import AnnouncementsScreen from './AnnouncementsScreen';

const SENT = {
  id: '4', title: 'Diwali offer', body: 'Deposit today and get 10% extra.', segment: { kind: 'deposited_within', days: 30 }, recipients: 120,
  operator_name: 'admin', created_at: '2026-11-23T09:00:00.000Z',
};

function show(role: 'admin' | 'agent') {
  signInAs(role);
  render(
    <OperatorContext.Provider value={{ id: 1, username: role, role } as never}>
      <MemoryRouter>
        <AnnouncementsScreen />
      </MemoryRouter>
    </OperatorContext.Provider>,
  );
}

afterEach(() => clearSession());

describe('announcements screen', () => {
  it('lists what was sent, with the segment in words', async () => {
    fakeOps(() => ok({ items: [SENT] }));
    show('agent');
    const row = await screen.findByRole('row', { name: /Diwali offer/ });
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '02:30PM | 23 Nov 2026 IST', 'Diwali offer', 'Deposit today and get 10% extra.', 'Players with an approved deposit in the last 30 days', '120', 'admin',
    ]);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByText('Only an admin can send announcements.')).toBeTruthy();
  });

  it('an admin previews (as players see it, and how many it reaches), then sends; a refusal is shown as sent', async () => {
    let writes: Call[] = [];
    let sendReply: [number, unknown] = fail(422, 'Enter from 1 to 1000 player IDs');
    writes = fakeOps((c) => {
      if (c.method === 'GET') return ok({ items: [] });
      if (c.url.endsWith('/preview')) return ok({ recipients: 2 });
      return sendReply;
    });
    show('admin');
    await screen.findByText('No announcements sent yet.');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Maintenance tonight' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Back at 2 AM.' } });
    fireEvent.change(screen.getByLabelText('Send to'), { target: { value: 'users' } });
    fireEvent.change(screen.getByLabelText('Player ids'), { target: { value: '12, 15\n31' } });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    expect(screen.getByTestId('announcement-preview').textContent).toBe(
      'As players will see it:Maintenance tonightBack at 2 AM.Reaches 2 players now (self-excluded and timed-out players are left out).',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByRole('alert').textContent).toBe('Enter from 1 to 1000 player IDs');
    sendReply = ok({ ...SENT, title: 'Maintenance tonight', segment: { kind: 'users', user_ids: ['12', '15', '31'] }, recipients: 2 }, 'Announcement sent');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    const posts = writes.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.url, c.body])).toEqual([
      ['/ops/announcements/preview', { title: 'Maintenance tonight', body: 'Back at 2 AM.', segment: 'users', user_ids: ['12', '15', '31'] }],
      ['/ops/announcements', { title: 'Maintenance tonight', body: 'Back at 2 AM.', segment: 'users', user_ids: ['12', '15', '31'] }],
      ['/ops/announcements', { title: 'Maintenance tonight', body: 'Back at 2 AM.', segment: 'users', user_ids: ['12', '15', '31'] }],
    ]);
    expect('Idempotency-Key' in posts[2]!.headers).toBe(true);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });
});
