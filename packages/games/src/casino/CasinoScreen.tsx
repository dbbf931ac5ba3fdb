import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import { Icon, Spinner } from '@khel/shared';
import { EmptyState, Skeleton, useKitStyles } from '@khel/shared/kit';
import { fetchLobby, PROVIDER_DOWN, refreshBalance } from '../api/casino';
import { LoadError, ScreenHead, useLoad } from '../common/ui';
import { useGamesStyles } from '../common/styles';
import { DemoNote, LaunchNote } from './notes';
import { GameFrame } from './GameFrame';
import { GameTile } from './GameTile';
import { CasinoNotFound } from './NotFound';
import { gamesFor, offeredViews, viewLabel, viewOf, type LobbyView } from './sections';
import { useShelf } from './shelf';
import { useCasinoStyles } from './styles';
import { useLaunch } from './useLaunch';

/**
 * /casino/:section: the casino lobby (issue 14). Sections as links (all, favourites, recently played and those of
 * the API's five that have games; an unknown section is the 404 page), a search over game and provider names, game tiles; a tile opens the game in an iframe over the lobby and
 * the header balance is re-read after each of its rounds and when it closes.
 */
export default function CasinoScreen() {
  const view = viewOf(useParams().section);
  return view ? <Lobby view={view} /> : <CasinoNotFound />;
}

function Lobby({ view }: { view: LobbyView }) {
  useGamesStyles();
  useCasinoStyles();
  useKitStyles();
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [lobby, reload] = useLoad(fetchLobby, []);
  const { shelf, toggleFavourite, markPlayed, isDemo, loggedIn } = useShelf();
  const { launch, open, close } = useLaunch(i18n.language === 'hi' ? 'hi' : 'en', markPlayed);
  const closeGame = useCallback(() => {
    close();
    void refreshBalance();
  }, [close]);
  const onRound = useCallback(() => void refreshBalance(), []);

  return (
    <>
      <ScreenHead title={t('Casino')} />
      <label className="c-search">
        <Icon name="search" size={18} />
        <span className="k-sr">{t('Search games')}</span>
        <input type="search" value={search} placeholder={t('Search games or providers')} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <nav className="g-pills" aria-label={t('Casino sections')}>
        {offeredViews(lobby.state === 'ready' ? lobby.data.games : null).map((v) => (
          <NavLink key={v} className="g-pill" to={`/casino/${v}`} aria-current={v === view ? 'page' : undefined}>
            {t(viewLabel(v))}
          </NavLink>
        ))}
      </nav>
      {lobby.state === 'ready' && isDemo ? <DemoNote policy={lobby.data.demo} /> : null}
      {launch.state === 'refused' ? <LaunchNote kind={launch.kind} message={launch.message} name={launch.game.name} /> : null}
      {launch.state === 'opening' ? (
        <p className="g-center" role="status">
          <Spinner /> {t('Opening {{name}}', { name: launch.game.name })}
        </p>
      ) : null}
      {lobby.state === 'loading' ? (
        <div className="c-skel">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="120px" label={i === 0 ? t('Loading games') : ''} />
          ))}
        </div>
      ) : null}
      {lobby.state === 'error' ? <LoadError message={lobby.message === PROVIDER_DOWN ? t(PROVIDER_DOWN) : lobby.message} onRetry={reload} /> : null}
      {lobby.state === 'ready' ? (
        <Games
          games={gamesFor(view, lobby.data.games, shelf, search)}
          empty={view === 'favourites' && !search ? t('Tap the star on a game to keep it here.') : view === 'recent' && !search ? t('Games you open appear here.') : t('Try another name or section.')}
          favourites={shelf.favourites}
          onOpen={(g) => void open(g, loggedIn)}
          onFavourite={toggleFavourite}
          label={t(viewLabel(view))}
        />
      ) : null}
      {launch.state === 'open' ? <GameFrame launch={launch.launch} onClose={closeGame} onRound={onRound} /> : null}
    </>
  );
}

type GamesProps = {
  games: ReturnType<typeof gamesFor>;
  empty: string;
  favourites: string[];
  label: string;
  onOpen: (g: ReturnType<typeof gamesFor>[number]) => void;
  onFavourite: (id: string) => void;
};

function Games({ games, empty, favourites, label, onOpen, onFavourite }: GamesProps) {
  const { t } = useTranslation();
  if (!games.length) return <EmptyState title={t('No games found')} text={empty} />;
  return (
    <ul className="c-grid" aria-label={label}>
      {games.map((g) => (
        <GameTile key={g.id} game={g} favourite={favourites.includes(g.id)} onOpen={() => onOpen(g)} onFavourite={() => onFavourite(g.id)} />
      ))}
    </ul>
  );
}
