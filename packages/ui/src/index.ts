// The public surface of @hub/ui: each component on its own line with its Props type, grouped by kind.

// --- theme ---
export { vars, lightTheme, narrowBreakpointPx, narrowScreen } from './theme';
export { focusRing, focusRingStyles, focusRingInsetStyles } from './theme';

// --- actions ---
export { Button, buttonVariants, buttonSizes } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';

// --- popups and overlays ---
export { Popup, popupVariants, popupSizes } from './components/Popup/Popup';
export type {
  PopupProps,
  PopupVariant,
  PopupSize,
  PopupAction,
  PopupPrimaryAction,
} from './components/Popup/Popup';

// --- navigation ---
export { SideMenu, menuIcons } from './components/SideMenu/SideMenu';
export type {
  SideMenuProps,
  MenuEntry,
  MenuIcon,
  MenuLinkProps,
  RenderMenuLink,
} from './components/SideMenu/SideMenu';
export { MobileMenu, loadMobileMenuPanel as preloadMobileMenu } from './components/MobileMenu/MobileMenu';
export type { MobileMenuProps } from './components/MobileMenu/MobileMenu';
export { AppHeader } from './components/AppHeader/AppHeader';
export type { AppHeaderProps } from './components/AppHeader/AppHeader';
export { AdminBar } from './components/AdminBar/AdminBar';
export type { AdminBarProps, AdminBarLink } from './components/AdminBar/AdminBar';
export { LanguageSelect } from './components/LanguageSelect/LanguageSelect';
export type { LanguageSelectProps } from './components/LanguageSelect/LanguageSelect';
export { NativeLanguageSelect } from './components/LanguageSelect/NativeLanguageSelect';
export type { NativeLanguageSelectProps } from './components/LanguageSelect/NativeLanguageSelect';

// --- content ---
export { Card, headingLevels } from './components/Card/Card';
export type { CardProps, HeadingLevel } from './components/Card/Card';
export { Tabs, tabsActivationModes } from './components/Tabs/Tabs';
export type { TabsProps, TabItem, TabsActivationMode } from './components/Tabs/Tabs';
export { Notice, noticeTones } from './components/Notice/Notice';
export type { NoticeProps, NoticeTone } from './components/Notice/Notice';
export { SunsetBanner } from './components/SunsetBanner/SunsetBanner';
export type { SunsetBannerProps, StoreLink } from './components/SunsetBanner/SunsetBanner';
export { PromoBlock } from './components/PromoBlock/PromoBlock';
export type { PromoBlockProps, PromoAction } from './components/PromoBlock/PromoBlock';
export { Skeleton, skeletonVariants } from './components/Skeleton/Skeleton';
export type { SkeletonProps, SkeletonVariant } from './components/Skeleton/Skeleton';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorState } from './components/ErrorState/ErrorState';
export type { ErrorStateProps } from './components/ErrorState/ErrorState';
export { DataTable, sortDirections, columnAlignments } from './components/DataTable/DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableSort,
  SortDirection,
  ColumnAlignment,
} from './components/DataTable/DataTable';
export { OrderSummaryCard } from './components/OrderSummaryCard/OrderSummaryCard';
export type { OrderSummaryCardProps, PaymentCard } from './components/OrderSummaryCard/OrderSummaryCard';
export { CustomerInfoCard } from './components/CustomerInfoCard/CustomerInfoCard';
export type { CustomerInfoCardProps, PostalAddress } from './components/CustomerInfoCard/CustomerInfoCard';
export { InvoiceList } from './components/InvoiceList/InvoiceList';
export type {
  InvoiceListProps,
  InvoiceListItem,
  InvoicePendingAction,
} from './components/InvoiceList/InvoiceList';

// --- forms and fields ---
export { Select, loadSelectControl as preloadSelect } from './components/Select/Select';
export type { SelectProps, SelectOption } from './components/Select/Select';
export { Form, formModes, formHeadingLevels } from './components/Form/Form';
export type {
  FormProps,
  FormMode,
  FormSubmitResult,
  FormStatus,
  FormHeadingLevel,
  FormLabels,
} from './components/Form/Form';
export { useFormField } from './components/Form/form-context';
export type { FormFieldBinding } from './components/Form/form-context';
export { renderMessage, useRenderMessage } from './components/Form/message';
export { Field } from './components/Field/Field';
export type { FieldProps, FieldControlProps } from './components/Field/Field';
export type { BindableFieldProps } from './components/Field/use-field-binding';
export { TextField, textFieldTypes } from './components/TextField/TextField';
export type { TextFieldProps, TextFieldType } from './components/TextField/TextField';
export { EmailField, emailAutoCompletes } from './components/EmailField/EmailField';
export type { EmailFieldProps, EmailAutoComplete } from './components/EmailField/EmailField';
export { PasswordField, passwordPurposes } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps, PasswordPurpose } from './components/PasswordField/PasswordField';
export { PhoneField } from './components/PhoneField/PhoneField';
export type { PhoneFieldProps } from './components/PhoneField/PhoneField';
export { AddressFields, addressParts } from './components/AddressFields/AddressFields';
export type { AddressFieldsProps, AddressPart } from './components/AddressFields/AddressFields';
export { CheckboxGroup } from './components/CheckboxGroup/CheckboxGroup';
export type {
  CheckboxGroupProps,
  CheckboxOption,
  CheckboxDetail,
} from './components/CheckboxGroup/CheckboxGroup';
export { DateDisplay, dateDisplayFormats } from './components/DateDisplay/DateDisplay';
export type { DateDisplayProps, DateDisplayFormat } from './components/DateDisplay/DateDisplay';

// --- activity chart ---
export { ActivityChart } from './components/ActivityChart/ActivityChart';
export type { ActivityChartProps } from './components/ActivityChart/ActivityChart';
export { TimeframeSwitcher } from './components/TimeframeSwitcher/TimeframeSwitcher';
export type { TimeframeSwitcherProps } from './components/TimeframeSwitcher/TimeframeSwitcher';
export { GoalRing, goalDayStates } from './components/GoalRing/GoalRing';
export type { GoalRingProps, GoalRingDay, GoalDayState } from './components/GoalRing/GoalRing';
