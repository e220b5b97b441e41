import { ChevronsUpDown } from 'lucide-react';
import { icon } from './icon';

export const SortIcon = /* @__PURE__ */ icon(ChevronsUpDown, 'SortIcon');
