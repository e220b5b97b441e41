import { CircleUserRound } from 'lucide-react';
import { icon } from './icon';

export const AccountIcon = /* @__PURE__ */ icon(CircleUserRound, 'AccountIcon');
