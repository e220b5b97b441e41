import { X } from 'lucide-react';
import { icon } from './icon';

export const CloseIcon = /* @__PURE__ */ icon(X, 'CloseIcon');
