// What the two language selects share (LanguageSelect on Radix Select, NativeLanguageSelect on the browser's
// `<select>` for a page that must work before its script runs): the ten UI languages as options, and the
// props. No component here, so the native one takes nothing of Radix along.
import { uiLanguages, type UiLanguage } from '@hub/domain';
import type { ReactNode } from 'react';
import type { Direction } from '../../internal/use-direction';
import type { SelectOption } from '../Select/select-types';

/** Each language named in its own language and marked with its `lang`, so screen readers pronounce it. */
export const languageOptions: readonly SelectOption[] = uiLanguages.map((language) => ({
  value: language.code,
  label: language.nativeName,
  textValue: language.nativeName,
  lang: language.code,
}));

export interface LanguageSelectProps {
  /** The language in use. */
  value: UiLanguage;
  /** Called with the language chosen. */
  onChange: (language: UiLanguage) => void;
  /** "Language" by default. */
  label?: ReactNode;
  /** Keeps the label for screen readers only (in the header). */
  hideLabel?: boolean;
  /** Takes no input; the language stays readable. */
  disabled?: boolean;
  /** Id of the control; generated when absent. */
  id?: string;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  /**
   * The writing direction; the document's when absent. A page rendered without a document (the hub's
   * prerendered login page) passes its language's.
   */
  dir?: Direction;
}
