import { Bell, Check, ChevronRight, Circle, Clock, Info, Landmark, RefreshCw, SlidersHorizontal, Trash2, TriangleAlert, type LucideIcon } from 'lucide-react';
import { registerIcons, type KitIconName } from './Icon';

/**
 * The icons only the wallet, the games, the console and the kit's primitives draw: part of @khel/shared/kit, so
 * Home does not load them. Registered with Icon when the kit loads; `<Icon name="trash" />` works the same.
 */
export const KIT_ICONS = {
  bank: Landmark,
  bell: Bell,
  check: Check,
  dot: Circle,
  filter: SlidersHorizontal,
  forward: ChevronRight,
  info: Info,
  pending: Clock,
  refresh: RefreshCw,
  trash: Trash2,
  warning: TriangleAlert,
} satisfies Record<KitIconName, LucideIcon>;

registerIcons(KIT_ICONS);
