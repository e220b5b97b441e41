import { Whistle } from 'lucide-react';
import { icon } from './icon';

export const CoachingIcon = /* @__PURE__ */ icon(Whistle, 'CoachingIcon');
