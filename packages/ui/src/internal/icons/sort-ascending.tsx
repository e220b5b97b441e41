import { ArrowUp } from 'lucide-react';
import { icon } from './icon';

export const SortAscendingIcon = /* @__PURE__ */ icon(ArrowUp, 'SortAscendingIcon');
