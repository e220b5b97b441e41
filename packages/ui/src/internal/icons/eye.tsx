import { Eye } from 'lucide-react';
import { icon } from './icon';

/** An open eye: the password toggle while the password is hidden. */
export const EyeIcon = /* @__PURE__ */ icon(Eye, 'EyeIcon');
