import type { ReactNode } from 'react';
import { linkClick } from './location';

export function Link({ to, children, className, onClick, label }: { to: string; children: ReactNode; className?: string; onClick?: () => void; label?: string }) {
  return (
    <a href={to} className={className} aria-label={label} onClick={linkClick(to, onClick)}>
      {children}
    </a>
  );
}
