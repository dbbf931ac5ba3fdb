import { useEffect, useReducer } from 'react';
import {
  ChartColumn,
  ChevronLeft,
  CircleAlert,
  CircleCheck,
  CircleQuestionMark,
  CircleX,
  Copy,
  Eye,
  EyeOff,
  Gamepad2,
  Menu,
  Search,
  UserRound,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useSharedStyles } from '../styles';

/**
 * Khel's icon set: lucide icons chosen by name. Only the icons listed are bundled (named imports, so the build
 * tree-shakes the rest of lucide away); apps never import lucide-react themselves. Two lists, so Home carries only
 * what its modules draw: ICONS here (the shell on any page, toasts, modals, error panels) and KIT_ICONS in
 * @khel/shared/kit (shared/src/kit.ts: icons only the wallet, the games, the console and the kit's primitives
 * draw), which registers them when it loads. Add an icon to the list of the modules that draw it.
 */
export const ICONS = {
  alert: CircleAlert,
  back: ChevronLeft,
  close: X,
  copy: Copy,
  eye: Eye,
  'eye-off': EyeOff,
  failed: CircleX,
  help: CircleQuestionMark,
  menu: Menu,
  play: Gamepad2,
  reports: ChartColumn,
  search: Search,
  success: CircleCheck,
  user: UserRound,
  wallet: Wallet,
} satisfies Record<string, LucideIcon>;

/** The names of the icons @khel/shared/kit brings (its KIT_ICONS). */
export type KitIconName = 'bank' | 'bell' | 'check' | 'dot' | 'filter' | 'forward' | 'info' | 'pending' | 'refresh' | 'trash' | 'warning';

export type IconName = keyof typeof ICONS | KitIconName;

type SystemLoader = { import(name: string): Promise<unknown> };

const glyphs: Partial<Record<IconName, LucideIcon>> = { ...ICONS };
const waiting = new Set<() => void>();
let kitLoading: Promise<unknown> | null = null;

/** Adds icons to the set (@khel/shared/kit calls it with KIT_ICONS); icons waiting for them are drawn. */
export function registerIcons(more: Partial<Record<IconName, LucideIcon>>): void {
  Object.assign(glyphs, more);
  for (const redraw of waiting) redraw();
}

/** A kit icon drawn before the kit loaded (a module that does not import it): load it from the import map. */
function loadKitIcons(): void {
  const System = (globalThis as { System?: SystemLoader }).System;
  if (!System || kitLoading) return;
  kitLoading = System.import('@khel/shared/kit').catch((error: unknown) => {
    kitLoading = null;
    console.error('[khel] icons:', error);
  });
}

function useGlyph(name: IconName): LucideIcon | undefined {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const glyph = glyphs[name];
  useEffect(() => {
    if (glyph) return;
    waiting.add(redraw);
    loadKitIcons();
    return () => void waiting.delete(redraw);
  }, [glyph]);
  return glyph;
}

export interface IconProps {
  name: IconName;
  /** Pixel size of the square (default 20). */
  size?: number;
  /** Given: the icon is an image with this accessible name. Left out: decorative, hidden from assistive tech. */
  label?: string;
  className?: string;
  strokeWidth?: number;
}

/** One icon, drawn in currentColor. A button holding only an icon carries its own aria-label. */
export function Icon({ name, size = 20, label, className, strokeWidth = 2 }: IconProps) {
  useSharedStyles();
  const Glyph = useGlyph(name);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  const classes = className ? `k-icon ${className}` : 'k-icon';
  // Until its list has loaded, an icon is an empty box of its size (nothing shifts when it arrives).
  if (!Glyph) return <span className={classes} style={{ width: size, height: size }} data-icon={name} {...a11y} />;
  return <Glyph size={size} strokeWidth={strokeWidth} className={classes} focusable="false" data-icon={name} {...a11y} />;
}
