import { createRoot } from 'react-dom/client';
import { App } from './App';
import { FairPage } from './FairPage';
import { installStyles } from './styles';
import { setLang, tr } from './texts';

/**
 * Start: /casino-house/provably-fair is the recipe on its own (no session needed); otherwise the launch URL's token,
 * game and language; without a token there is no game session to play in.
 */
const query = new URLSearchParams(window.location.search);
setLang(query.get('lang') ?? 'en');
document.documentElement.lang = query.get('lang') === 'hi' ? 'hi' : 'en';
installStyles();
const root = createRoot(document.getElementById('house')!);
const token = query.get('token') ?? '';
if (/\/provably-fair\/?$/.test(window.location.pathname)) {
  document.title = tr('How it is fair');
  root.render(
    <main className="h-app">
      <FairPage />
    </main>,
  );
} else {
  root.render(token ? <App token={token} game={query.get('game') ?? 'dice'} /> : <p className="h-error">{tr('The game session has ended. Open the game again.')}</p>);
}
