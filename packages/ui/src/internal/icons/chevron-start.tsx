import { ChevronLeft } from 'lucide-react';
import { icon } from './icon';

/** Points to the inline start (left in English, right in Arabic). */
export const ChevronStartIcon = /* @__PURE__ */ icon(ChevronLeft, 'ChevronStartIcon', { mirror: true });
