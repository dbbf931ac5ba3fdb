import '../test-env';
import { screen } from '@testing-library/react';
import { renderAt } from '../test-utils';
import CasinoScreen from './CasinoScreen';
import MatkaScreen from '../matka/MatkaScreen';

describe('casino and matka until they open', () => {
  it('casino says it is opening soon and leads to sports', () => {
    renderAt(<CasinoScreen />, { path: '/casino/live', route: '/casino/:section' });
    expect(screen.getByRole('heading', { name: 'Casino is opening soon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sports' }).getAttribute('href')).toBe('/sports/cricket/4');
  });

  it('matka says it is opening soon', () => {
    renderAt(<MatkaScreen />, { path: '/matka', route: '/matka' });
    expect(screen.getByRole('heading', { name: 'Matka is opening soon' })).toBeTruthy();
  });
});
