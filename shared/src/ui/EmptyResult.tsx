import { useTranslation } from 'react-i18next';
import { EmptyArtImage, type EmptyArt } from '../brand/illustrations';
import { useSharedStyles } from './styles';

/** The empty-result panel: an illustration, 'No data found!' and its explanation (translated). */
export function EmptyResult({
  title = 'No data found!',
  text = "We can't find any item matching your search.",
  art = 'box',
}: {
  title?: string;
  text?: string;
  /** Which picture: an empty box (default), a search that found nothing, or a blank receipt (no records). */
  art?: EmptyArt;
}) {
  useSharedStyles();
  const { t } = useTranslation();
  return (
    <div className="k-empty">
      <EmptyArtImage art={art} />
      <h3>{t(title)}</h3>
      {text && <p>{t(text)}</p>}
    </div>
  );
}
