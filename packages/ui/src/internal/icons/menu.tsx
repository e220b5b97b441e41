import { Menu } from 'lucide-react';
import { icon } from './icon';

export const MenuIcon = /* @__PURE__ */ icon(Menu, 'MenuIcon');
