import { Check } from 'lucide-react';
import { icon } from './icon';

export const CheckIcon = /* @__PURE__ */ icon(Check, 'CheckIcon');
