// The hub's icons: lucide glyphs wrapped by icons/icon.tsx (decorative, sized by their text, mirrored
// where they point along the line). One module each, so each chunk carries only the icons it draws.

export { CloseIcon } from './close';
export { ChevronDownIcon } from './chevron-down';
export { ChevronUpIcon } from './chevron-up';
export { ChevronEndIcon } from './chevron-end';
export { ChevronStartIcon } from './chevron-start';
export { CheckIcon } from './check';
export { MenuIcon } from './menu';
export { ExternalLinkIcon } from './external-link';
export { HomeIcon } from './home';
export { StatsIcon } from './stats';
export { CoachingIcon } from './coaching';
export { DirectionsIcon } from './directions';
export { AccountIcon } from './account';
export { BillingIcon } from './billing';
export { SupportIcon } from './support';
export { CommunityIcon } from './community';
export { SignOutIcon } from './sign-out';
export { AdminIcon } from './admin';
export { InfoIcon } from './info';
export { SuccessIcon } from './success';
export { WarningIcon } from './warning';
export { ErrorIcon } from './error';
export { EmptyIcon } from './empty';
export { RetryIcon } from './retry';
export { SortIcon } from './sort';
export { SortAscendingIcon } from './sort-ascending';
export { SortDescendingIcon } from './sort-descending';
export { PrintIcon } from './print';
export { EyeIcon } from './eye';
export { EyeOffIcon } from './eye-off';
export type { IconProps } from './icon';
