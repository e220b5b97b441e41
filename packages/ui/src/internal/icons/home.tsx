import { House } from 'lucide-react';
import { icon } from './icon';

export const HomeIcon = /* @__PURE__ */ icon(House, 'HomeIcon');
