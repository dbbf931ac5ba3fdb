import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, matchRoutes } from 'react-router-dom';
import { CONSOLE_ROUTES, consoleRouteObjects } from './routes';
import { Console } from './Console';

jest.mock('./Counts', () => ({ Counts: () => null }));

const links = () => within(screen.getByRole('navigation', { name: 'Console sections' })).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('console route table', () => {
  // On the password screen, which reads nothing on mount; its lazy chunk is awaited so it loads inside the test.
  it('gives an admin every section, the admin ones under Site configuration', async () => {
    render(
      <MemoryRouter initialEntries={['/password']}>
        <Console operator={{ id: 1, username: 'root', role: 'admin' } as never} />
      </MemoryRouter>,
    );
    expect(links()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Deposits', '/deposits'],
      ['Withdrawals', '/withdrawals'],
      ['All requests', '/requests'],
      ['Approvals', '/approvals'],
      ['Players', '/players'],
      ['Reports', '/reports'],
      ['Sports', '/sports'],
      ['Matka', '/matka'],
      ['Cricket fight', '/fantasy'],
      ['Casino rounds', '/casino/rounds'],
      ['Refer and earn', '/refer'],
      ['Player protection', '/protection'],
      ['Wallet configuration', '/config/wallet'],
      ['Payment methods', '/config/payments'],
      ['Bonus', '/bonus'],
      ['Maintenance and announcement', '/config/site'],
      ['Announcements', '/announcements'],
      ['Casino providers', '/casino/providers'],
      ['Casino games', '/casino/games'],
      ['Approval limits', '/config/approval-limits'],
      ['Modules', '/modules'],
      ['Operators', '/operators'],
      ['Audit', '/audit'],
      ['Change password', '/password'],
    ]);
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(nav.querySelectorAll('h4')).toHaveLength(1);
    expect(nav.querySelector('h4')!.nextElementSibling!.textContent).toBe('Wallet configuration');
    await screen.findByRole('heading', { name: 'Change password' });
  });

  it('hides the admin-only sections from an agent', async () => {
    render(
      <MemoryRouter initialEntries={['/password']}>
        <Console operator={{ id: 2, username: 'agent1', role: 'agent' } as never} />
      </MemoryRouter>,
    );
    expect(links().map(([text]) => text)).toEqual(['Dashboard', 'Deposits', 'Withdrawals', 'All requests', 'Approvals', 'Players', 'Reports', 'Sports', 'Matka', 'Cricket fight', 'Casino rounds', 'Refer and earn', 'Player protection', 'Audit', 'Change password']);
    expect(screen.queryByText('Site configuration')).toBeNull();
    await screen.findByRole('heading', { name: 'Change password' });
  });

  it('says an unknown console path does not exist', () => {
    render(
      <MemoryRouter initialEntries={['/nope']}>
        <Console operator={{ id: 2, username: 'agent1', role: 'agent' } as never} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe('This page does not exist.');
  });

  it('matches list and detail paths, and lands the console on the dashboard', () => {
    const at = (path: string) => matchRoutes(consoleRouteObjects(), path)!.map((m) => m.route.path ?? 'index');
    expect(at('/requests/42')).toEqual(['/requests/:id']);
    expect(at('/players/p1')).toEqual(['/players/:id']);
    expect(at('/')).toEqual(['index']);
    expect(at('/deposits/x')).toEqual(['*']);
    expect(new Set(CONSOLE_ROUTES.map((r) => r.path)).size).toBe(CONSOLE_ROUTES.length);
  });
});
