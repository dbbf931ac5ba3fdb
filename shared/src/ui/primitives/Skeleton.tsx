import { useTranslation } from 'react-i18next';
import { useKitStyles } from './kit-styles';

export interface SkeletonProps {
  /** How many grey lines (default 1); the last is shorter when there are several. */
  lines?: number;
  /** CSS width of each line (default 100%). */
  width?: string;
  /** CSS height of each line (default 14px). */
  height?: string;
  /** What is loading, read to assistive tech instead of the shapes (default 'Loading'). */
  label?: string;
}

/** A placeholder in the shape of content still loading: the shapes are hidden from assistive tech, the label is read. */
export function Skeleton({ lines = 1, width, height, label }: SkeletonProps) {
  const { t } = useTranslation();
  useKitStyles();
  return (
    <div className="k-skel-group" role="status" aria-live="polite" aria-busy="true" data-testid="skeleton">
      <span className="k-sr">{label ?? t('Loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="k-skel" aria-hidden="true" data-last={i === lines - 1 && lines > 1 ? '' : undefined} style={{ width, height }} />
      ))}
    </div>
  );
}
