import { Inbox } from 'lucide-react';
import { icon } from './icon';

export const EmptyIcon = /* @__PURE__ */ icon(Inbox, 'EmptyIcon');
