import '../test-env';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { NOT_FOUND_HTML } from '@khel/shared';
import { walletRouteObjects } from './routes';

function Routes() {
  return useRoutes(walletRouteObjects([]));
}
const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );

describe("the wallet's unknown sub-paths (issue 16 point 4)", () => {
  it.each(['/deposit/x', '/withdrawal/a/b', '/transaction-details', '/transaction/old'])('%s shows the 404 page with its way Home', (path) => {
    const { container } = at(path);
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go To Homepage' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.hasAttribute('data-khel-link')).toBe(true);
    // The very page the root config's layout shows where no module owns the path (one markup, in @khel/shared).
    expect(container.innerHTML).toBe(NOT_FOUND_HTML.replace('data-khel-link>', 'data-khel-link="">'));
  });

  it.each(['/', '/sports/cricket/4', '/setting'])('%s (another module\'s page, the wallet on its way out) shows nothing', (path) => {
    const { container } = at(path);
    expect(container.innerHTML).toBe('');
  });
});
