export {
  uiLanguages,
  fallbackLanguage,
  isUiLanguage,
  languageDirection,
  supportCentreLocale,
} from './languages';
export type { UiLanguage, TextDirection } from './languages';
export { formatMessage, withValues } from './messages';
export type { MessageDescriptor } from './messages';
