import { ChevronUp } from 'lucide-react';
import { icon } from './icon';

export const ChevronUpIcon = /* @__PURE__ */ icon(ChevronUp, 'ChevronUpIcon');
