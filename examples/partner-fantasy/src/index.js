// A partner's replacement for @khel/fantasy, kept small on purpose: what the contract asks of a module and nothing
// else (docs/module-development.md). Plain JavaScript (no JSX, so its build needs no loader); React, ReactDOM and
// @khel/shared come from the site's import map, never bundled: the page keeps one copy of each.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { api, balance$, formatAmount } from '@khel/shared';

function PartnerFantasy() {
  // The wallet's figures from the bus (the root config polls them; a module never polls on its own).
  const [balance, setBalance] = useState(balance$.value);
  const [matches, setMatches] = useState(null);
  useEffect(() => {
    const sub = balance$.subscribe(setBalance);
    return () => sub.unsubscribe();
  }, []);
  // The fantasy service through the shared client (its base URL, the player's token, the error rules).
  useEffect(() => {
    let live = true;
    api.fantasy.get('/matches', { quiet: true }).then(
      (res) => live && setMatches(res.data.data.matches),
      () => live && setMatches([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return h(
    'section',
    { 'data-testid': 'partner-fantasy', style: { padding: '12px' } },
    h('h1', null, 'Partner Cricket Fight'),
    h('p', { 'data-testid': 'partner-balance' }, balance ? `Balance ₹${formatAmount(balance.bl)}` : 'Log in to see your balance'),
    matches === null
      ? h('p', null, 'Loading matches…')
      : h('ul', { 'aria-label': 'Partner matches' }, matches.map((m) => h('li', { key: m.id }, `${m.team_a} v ${m.team_b}`))),
  );
}

// The lifecycles single-spa calls, with the props the root config's app frame gives: domElement (the module's own
// area), name, singleSpa, mountParcel. Mount renders into domElement; unmount leaves it empty.
let root = null;

export async function bootstrap() {}

export async function mount(props) {
  root = createRoot(props.domElement);
  root.render(h(PartnerFantasy));
}

export async function unmount() {
  root?.unmount();
  root = null;
}
