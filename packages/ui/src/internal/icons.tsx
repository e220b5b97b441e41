import {
  ArrowDown,
  ArrowUp,
  BookOpen,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  ChevronsUpDown,
  CircleAlert,
  CircleCheck,
  CircleQuestionMark,
  CircleUserRound,
  CreditCard,
  ExternalLink,
  Eye,
  EyeOff,
  House,
  Inbox,
  Info,
  LogOut,
  type LucideIcon,
  Menu,
  Printer,
  RotateCw,
  ShieldCheck,
  TriangleAlert,
  Users,
  Whistle,
  X,
} from 'lucide-react';
import { mirrorInRtl } from './icons.css';

/** Props every internal icon takes: decorative (aria-hidden), sized by the text around it, `currentColor`. */
export interface IconProps {
  className?: string;
  /** Width and height; 1.25em by default, so the icon follows the font size of its text. */
  size?: number | string;
}

/**
 * Wraps a lucide icon as one of ours: hidden from assistive technology (the control or text beside it
 * carries the meaning), never a tab stop, stroked in the text colour. `mirror` flips icons that point
 * along the line (previous, next, sign out) in right-to-left documents.
 */
function icon(Glyph: LucideIcon, name: string, { mirror = false } = {}) {
  function Icon({ className, size = '1.25em' }: IconProps) {
    return (
      <Glyph
        className={[mirror ? mirrorInRtl : '', className].filter(Boolean).join(' ') || undefined}
        size={size}
        color="currentColor"
        aria-hidden="true"
        focusable="false"
      />
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const CloseIcon = icon(X, 'CloseIcon');
export const ChevronDownIcon = icon(ChevronDown, 'ChevronDownIcon');
export const ChevronUpIcon = icon(ChevronUp, 'ChevronUpIcon');
/** Points to the inline end (right in English, left in Arabic). */
export const ChevronEndIcon = icon(ChevronRight, 'ChevronEndIcon', { mirror: true });
/** Points to the inline start (left in English, right in Arabic). */
export const ChevronStartIcon = icon(ChevronLeft, 'ChevronStartIcon', { mirror: true });
export const CheckIcon = icon(Check, 'CheckIcon');
export const MenuIcon = icon(Menu, 'MenuIcon');
export const ExternalLinkIcon = icon(ExternalLink, 'ExternalLinkIcon');

// The menu's entries.
export const HomeIcon = icon(House, 'HomeIcon');
export const StatsIcon = icon(ChartColumn, 'StatsIcon');
export const CoachingIcon = icon(Whistle, 'CoachingIcon');
export const DirectionsIcon = icon(BookOpen, 'DirectionsIcon');
export const AccountIcon = icon(CircleUserRound, 'AccountIcon');
export const BillingIcon = icon(CreditCard, 'BillingIcon');
export const SupportIcon = icon(CircleQuestionMark, 'SupportIcon');
export const CommunityIcon = icon(Users, 'CommunityIcon');
/** A door with an arrow leaving it towards the inline end; mirrored in right-to-left. */
export const SignOutIcon = icon(LogOut, 'SignOutIcon', { mirror: true });
export const AdminIcon = icon(ShieldCheck, 'AdminIcon');

// Tones of messages and states.
export const InfoIcon = icon(Info, 'InfoIcon');
export const SuccessIcon = icon(CircleCheck, 'SuccessIcon');
export const WarningIcon = icon(TriangleAlert, 'WarningIcon');
export const ErrorIcon = icon(CircleAlert, 'ErrorIcon');
export const EmptyIcon = icon(Inbox, 'EmptyIcon');
export const RetryIcon = icon(RotateCw, 'RetryIcon');

// Tables, lists and fields.
export const SortIcon = icon(ChevronsUpDown, 'SortIcon');
export const SortAscendingIcon = icon(ArrowUp, 'SortAscendingIcon');
export const SortDescendingIcon = icon(ArrowDown, 'SortDescendingIcon');
export const PrintIcon = icon(Printer, 'PrintIcon');
/** An open eye: the password toggle while the password is hidden. */
export const EyeIcon = icon(Eye, 'EyeIcon');
/** The eye struck through: the password toggle while the password is shown. */
export const EyeOffIcon = icon(EyeOff, 'EyeOffIcon');
