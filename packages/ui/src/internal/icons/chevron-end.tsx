import { ChevronRight } from 'lucide-react';
import { icon } from './icon';

/** Points to the inline end (right in English, left in Arabic). */
export const ChevronEndIcon = /* @__PURE__ */ icon(ChevronRight, 'ChevronEndIcon', { mirror: true });
