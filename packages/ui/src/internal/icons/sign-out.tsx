import { LogOut } from 'lucide-react';
import { icon } from './icon';

/** A door with an arrow leaving it towards the inline end; mirrored in right-to-left. */
export const SignOutIcon = /* @__PURE__ */ icon(LogOut, 'SignOutIcon', { mirror: true });
