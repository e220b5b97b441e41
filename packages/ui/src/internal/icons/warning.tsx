import { TriangleAlert } from 'lucide-react';
import { icon } from './icon';

export const WarningIcon = /* @__PURE__ */ icon(TriangleAlert, 'WarningIcon');
