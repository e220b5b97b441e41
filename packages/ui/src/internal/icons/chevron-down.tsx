import { ChevronDown } from 'lucide-react';
import { icon } from './icon';

export const ChevronDownIcon = /* @__PURE__ */ icon(ChevronDown, 'ChevronDownIcon');
