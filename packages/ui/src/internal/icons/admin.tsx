import { ShieldCheck } from 'lucide-react';
import { icon } from './icon';

export const AdminIcon = /* @__PURE__ */ icon(ShieldCheck, 'AdminIcon');
