import { RotateCw } from 'lucide-react';
import { icon } from './icon';

export const RetryIcon = /* @__PURE__ */ icon(RotateCw, 'RetryIcon');
