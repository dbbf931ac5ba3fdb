import { useTranslation } from 'react-i18next';
import { useSharedStyles } from './styles';

/** The empty-result panel: an empty-box picture, 'No data found!' and its explanation (translated). */
export function EmptyResult({ title = 'No data found!', text = "We can't find any item matching your search." }: { title?: string; text?: string }) {
  useSharedStyles();
  const { t } = useTranslation();
  return (
    <div className="k-empty">
      <svg width="96" height="80" viewBox="0 0 96 80" aria-hidden="true" fill="none" strokeWidth="2.5" strokeLinejoin="round">
        <path d="M14 30 48 16l34 14-34 14z" stroke="#5b6a85" fill="#222b3a" />
        <path d="M14 30v30l34 14 34-14V30" stroke="#5b6a85" fill="#1a2130" />
        <path d="M48 44v30" stroke="#5b6a85" />
        <circle cx="70" cy="14" r="9" stroke="#f5b400" />
        <path d="m76.5 20.5 7 7" stroke="#f5b400" strokeLinecap="round" />
      </svg>
      <h3>{t(title)}</h3>
      <p>{t(text)}</p>
    </div>
  );
}
