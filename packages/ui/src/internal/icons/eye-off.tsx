import { EyeOff } from 'lucide-react';
import { icon } from './icon';

/** The eye struck through: the password toggle while the password is shown. */
export const EyeOffIcon = /* @__PURE__ */ icon(EyeOff, 'EyeOffIcon');
