import { Users } from 'lucide-react';
import { icon } from './icon';

export const CommunityIcon = /* @__PURE__ */ icon(Users, 'CommunityIcon');
