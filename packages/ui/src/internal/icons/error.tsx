import { CircleAlert } from 'lucide-react';
import { icon } from './icon';

export const ErrorIcon = /* @__PURE__ */ icon(CircleAlert, 'ErrorIcon');
