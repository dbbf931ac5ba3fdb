import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoGameTile } from '@khel/shared/contracts';
import { GeneratedTile } from './GeneratedTile';

/** A star drawn here: the shared icon set has none, and a favourite needs one (not an emoji). */
function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One game: its picture (or a generated tile), name, provider and RTP; the tile opens it, the star keeps it. */
export function GameTile({ game, favourite, onOpen, onFavourite }: { game: CasinoGameTile; favourite: boolean; onOpen: () => void; onFavourite: () => void }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    <li className="c-tile">
      {/* The name is the button's visible text; "Play" is read before it, the details after it (not part of the name). */}
      <button type="button" className="c-open" onClick={onOpen}>
        {game.thumbnail && !broken ? (
          <img className="c-art" src={game.thumbnail} alt="" width={200} height={120} loading="lazy" onError={() => setBroken(true)} />
        ) : (
          <GeneratedTile name={game.name} section={game.section} />
        )}
        <span className="c-name">
          <span className="k-sr">{t('Play')} </span>
          {game.name}
        </span>
      </button>
      <span className="c-meta">
        {game.provider_name} · {t('RTP {{rtp}}%', { rtp: game.rtp.toFixed(2) })}
      </span>
      <button
        type="button"
        className="c-fav"
        aria-pressed={favourite}
        aria-label={favourite ? t('Remove {{name}} from favourites', { name: game.name }) : t('Add {{name}} to favourites', { name: game.name })}
        onClick={onFavourite}
      >
        <Star filled={favourite} />
      </button>
    </li>
  );
}
