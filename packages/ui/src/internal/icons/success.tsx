import { CircleCheck } from 'lucide-react';
import { icon } from './icon';

export const SuccessIcon = /* @__PURE__ */ icon(CircleCheck, 'SuccessIcon');
