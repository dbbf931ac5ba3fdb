import '../test-env';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { summary } from '../test-utils';
import { EventRow } from './EventRow';

/** Headings on the list's price boxes (issue 31): 1 / X / 2 over football's runners, Back and Lay under each. */
describe('an event row of the list', () => {
  const draw = (event: Parameters<typeof summary>[0]) =>
    render(
      <MemoryRouter>
        <ul>
          <EventRow event={summary(event)} />
        </ul>
      </MemoryRouter>,
    );

  it('heads a football box 1, X, 2 (the draw in the middle), with Back and Lay over every pair of prices', () => {
    draw({
      id: 'f1',
      name: 'Goa Waves v Kerala Tuskers',
      runners: [
        { id: 'h', name: 'Goa Waves', back: [{ odds: 210 }], lay: [{ odds: 212 }] },
        { id: 'a', name: 'Kerala Tuskers', back: [{ odds: 380 }], lay: [{ odds: 390 }] },
        { id: 'd', name: 'The Draw', back: [{ odds: 330 }], lay: [{ odds: 335 }] },
      ],
    });
    const box = screen.getByRole('listitem').querySelector('.g-best')! as HTMLElement;
    expect([...box.querySelectorAll('.g-best-head')].map((e) => e.textContent)).toEqual(['1', 'X', '2']);
    expect([...box.querySelectorAll('.g-best-side')].map((e) => e.textContent)).toEqual(['Back', 'Lay', 'Back', 'Lay', 'Back', 'Lay']);
    expect([...box.querySelectorAll('.g-cell')].map((e) => e.textContent)).toEqual(['2.1', '2.12', '3.3', '3.35', '3.8', '3.9']);
    expect(within(box).getByLabelText('The Draw Back 3.3')).toBeTruthy();
  });

  it('heads a two-way match 1 and 2', () => {
    draw({
      id: 't1',
      runners: [
        { id: 'a', name: 'A. Sharma', back: [{ odds: 150 }], lay: [{ odds: 151 }] },
        { id: 'b', name: 'R. Iyer', back: [{ odds: 290 }], lay: [{ odds: 295 }] },
      ],
    });
    const box = screen.getByRole('listitem').querySelector('.g-best')! as HTMLElement;
    expect([...box.querySelectorAll('.g-best-head')].map((e) => e.textContent)).toEqual(['1', '2']);
    expect([...box.querySelectorAll('.g-best-side')].map((e) => e.textContent)).toEqual(['Back', 'Lay', 'Back', 'Lay']);
  });
});
