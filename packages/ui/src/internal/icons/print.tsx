import { Printer } from 'lucide-react';
import { icon } from './icon';

export const PrintIcon = /* @__PURE__ */ icon(Printer, 'PrintIcon');
