import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatRupeesOf, Icon, Spinner } from '@khel/shared';

export function Fallback() {
  return (
    <div className="w-center">
      <Spinner />
    </div>
  );
}

/** Back: Home unless told otherwise (react-router's navigate: the shell's router follows, SPEC §2). */
export function BackButton({ onClick, label = 'Back' }: { onClick?: () => void; label?: string }) {
  const go = useNavigate();
  return (
    <button type="button" className="w-back" aria-label={label} onClick={onClick ?? (() => go('/'))}>
      <Icon name="back" size={22} />
    </button>
  );
}

/**
 * A labelled field with its hint and error line under it (outside the label, so the control's name stays the
 * label text); `group` for composite widgets, which a wrapping label would re-click.
 */
export function Field({ label, error, children, hint, group }: { label: string; error?: string; children: ReactNode; hint?: ReactNode; group?: boolean }) {
  const { t } = useTranslation();
  const Tag = group ? 'div' : 'label';
  return (
    <div className="w-field">
      <Tag className="w-field-in" {...(group ? { role: 'group', 'aria-label': label } : {})}>
        <span className="w-label">{t(label)}</span>
        {children}
      </Tag>
      {hint && <span className="w-hint">{hint}</span>}
      {error && (
        <span className="w-error" role="alert">
          {t(error)}
        </span>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordInput({
  value,
  onChange,
  label,
  maxLength = 20,
  invalid,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  maxLength?: number;
  invalid?: boolean;
}) {
  const [shown, setShown] = useState(false);
  return (
    <span className="w-pass">
      <input
        type={shown ? 'text' : 'password'}
        aria-label={label}
        value={value}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        autoComplete="new-password"
        onChange={(e) => onChange(e.target.value.replace(/\s/g, '').slice(0, maxLength))}
      />
      <button type="button" className="w-eye" aria-label={shown ? `Hide ${label}` : `Show ${label}`} onClick={() => setShown((s) => !s)}>
        <Icon name={shown ? 'eye-off' : 'eye'} size={18} />
      </button>
    </span>
  );
}

const YOUTUBE = /(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/;

/** The tutorial video of the player's language (or English, or the first one configured). */
export function TutorialVideo({ videos, language, title = 'Tutorial Video' }: { videos: Record<string, string>; language: string; title?: string }) {
  const { t } = useTranslation();
  const url = videos[language] || videos.en || Object.values(videos).find(Boolean);
  if (!url) return null;
  const yt = YOUTUBE.exec(url);
  return (
    <section className="w-card w-video" aria-label={title}>
      <h3>{t(title)}</h3>
      {yt ? (
        <iframe title={title} src={`https://www.youtube.com/embed/${yt[1]}`} loading="lazy" allowFullScreen />
      ) : (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the site config gives one video URL per language and no caption file to point a <track> at
        <video controls preload="none" src={url} />
      )}
    </section>
  );
}

/** Every wallet amount: ₹, Indian grouping, 2 decimals, '−' before the symbol (the shared formatter: issue 31 item 7). */
export const rupees = (n: number | null | undefined): string => formatRupeesOf(n);
