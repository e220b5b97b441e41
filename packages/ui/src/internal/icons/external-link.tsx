import { ExternalLink } from 'lucide-react';
import { icon } from './icon';

export const ExternalLinkIcon = /* @__PURE__ */ icon(ExternalLink, 'ExternalLinkIcon');
