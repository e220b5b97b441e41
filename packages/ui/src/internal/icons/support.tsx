import { CircleQuestionMark } from 'lucide-react';
import { icon } from './icon';

export const SupportIcon = /* @__PURE__ */ icon(CircleQuestionMark, 'SupportIcon');
