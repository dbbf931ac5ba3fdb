import {
  Bell,
  ChartColumn,
  Check,
  ChevronLeft,
  ChevronRight,
  Circle,
  CircleAlert,
  CircleCheck,
  CircleQuestionMark,
  CircleX,
  Clock,
  Copy,
  Eye,
  EyeOff,
  Gamepad2,
  Info,
  Landmark,
  Menu,
  RefreshCw,
  Search,
  SlidersHorizontal,
  Trash2,
  TriangleAlert,
  UserRound,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useSharedStyles } from '../styles';

/**
 * Khel's icon set: lucide icons chosen by name. Only the icons listed here are bundled (named imports, so the
 * build tree-shakes the rest of lucide away); apps never import lucide-react themselves. Add an icon here first.
 */
export const ICONS = {
  alert: CircleAlert,
  back: ChevronLeft,
  bank: Landmark,
  bell: Bell,
  check: Check,
  close: X,
  copy: Copy,
  dot: Circle,
  eye: Eye,
  'eye-off': EyeOff,
  failed: CircleX,
  filter: SlidersHorizontal,
  forward: ChevronRight,
  help: CircleQuestionMark,
  info: Info,
  menu: Menu,
  pending: Clock,
  play: Gamepad2,
  refresh: RefreshCw,
  reports: ChartColumn,
  search: Search,
  success: CircleCheck,
  trash: Trash2,
  user: UserRound,
  wallet: Wallet,
  warning: TriangleAlert,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

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
  const Glyph = ICONS[name];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return <Glyph size={size} strokeWidth={strokeWidth} className={className ? `k-icon ${className}` : 'k-icon'} focusable="false" data-icon={name} {...a11y} />;
}
