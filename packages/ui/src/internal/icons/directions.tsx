import { BookOpen } from 'lucide-react';
import { icon } from './icon';

export const DirectionsIcon = /* @__PURE__ */ icon(BookOpen, 'DirectionsIcon');
