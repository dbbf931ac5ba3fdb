import type { ReactNode } from 'react';
import type { EmptyArt } from '../../brand/illustrations';
import { EmptyResult } from '../EmptyResult';
import { useKitStyles } from './kit-styles';

export interface EmptyStateProps {
  /** Default 'No data found!' (translated). */
  title?: string;
  text?: string;
  art?: EmptyArt;
  /** What to do next, e.g. a Button ('Deposit now'). */
  action?: ReactNode;
}

/** Nothing to show: the shared empty-result panel (illustration, title, text), plus an optional next step. */
export function EmptyState({ title, text, art, action }: EmptyStateProps) {
  useKitStyles();
  if (!action) return <EmptyResult title={title} text={text} art={art} />;
  return (
    <div className="k-empty-state">
      <EmptyResult title={title} text={text} art={art} />
      <div className="k-empty-action">{action}</div>
    </div>
  );
}
