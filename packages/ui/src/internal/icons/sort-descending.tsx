import { ArrowDown } from 'lucide-react';
import { icon } from './icon';

export const SortDescendingIcon = /* @__PURE__ */ icon(ArrowDown, 'SortDescendingIcon');
