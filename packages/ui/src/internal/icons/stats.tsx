import { ChartColumn } from 'lucide-react';
import { icon } from './icon';

export const StatsIcon = /* @__PURE__ */ icon(ChartColumn, 'StatsIcon');
