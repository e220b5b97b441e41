// Sample data shared by the navigation stories (never exported from the package).
import type { MenuEntry } from './MenuList';

export const parentMenuEntries: MenuEntry[] = [
  { id: 'home', label: 'Home', icon: 'home', href: '/dashboard', active: true },
  { id: 'stats', label: 'Player Stats', icon: 'stats', href: '/dashboard/stats' },
  {
    id: 'directions',
    label: 'Game Directions',
    icon: 'directions',
    href: 'https://example.com/directions',
    external: true,
  },
  { id: 'account', label: 'Account', icon: 'account', href: '/dashboard/account?segment=details' },
  {
    id: 'support',
    label: 'Support',
    icon: 'support',
    href: 'https://help.example.com/hc/en-us',
    external: true,
  },
  {
    id: 'community',
    label: 'Community',
    icon: 'community',
    href: 'https://community.example.com',
    external: true,
  },
];

export const noPlayersMenuEntries: MenuEntry[] = parentMenuEntries.map((entry) =>
  entry.id === 'stats'
    ? { ...entry, href: undefined, disabled: true, disabledReason: 'Add a player to see stats' }
    : entry,
);

export const arabicMenuEntries: MenuEntry[] = [
  { id: 'home', label: 'الرئيسية', icon: 'home', href: '/dashboard', active: true },
  {
    id: 'stats',
    label: 'إحصاءات اللاعب',
    icon: 'stats',
    disabled: true,
    disabledReason: 'أضف لاعبًا لرؤية الإحصاءات',
  },
  {
    id: 'directions',
    label: 'إرشادات اللعبة',
    icon: 'directions',
    href: 'https://example.com/ar',
    external: true,
  },
  { id: 'account', label: 'الحساب', icon: 'account', href: '/dashboard/account' },
  { id: 'support', label: 'الدعم', icon: 'support', href: 'https://help.example.com/hc/ar', external: true },
];
