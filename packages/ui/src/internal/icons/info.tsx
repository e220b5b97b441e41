import { Info } from 'lucide-react';
import { icon } from './icon';

export const InfoIcon = /* @__PURE__ */ icon(Info, 'InfoIcon');
