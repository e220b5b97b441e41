export {
  uiLanguages,
  fallbackLanguage,
  isUiLanguage,
  languageDirection,
  supportCentreLocale,
} from './languages';
export type { UiLanguage, TextDirection } from './languages';
