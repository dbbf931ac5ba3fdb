import type { ReactNode } from 'react';
import { linkClick } from './location';

export function Link({ to, children, className, onClick }: { to: string; children: ReactNode; className?: string; onClick?: () => void }) {
  return (
    <a href={to} className={className} onClick={linkClick(to, onClick)}>
      {children}
    </a>
  );
}
