import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { renderMessage } from './message';

const firstName = { id: 'field.firstName', message: 'First name' };
const required = { id: 'validation.required', message: '{field} is required', values: { field: firstName } };

describe('renderMessage', () => {
  it('renders a descriptor in English from its source message when no catalog has it', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(renderMessage(i18n, required)).toBe('First name is required');
  });

  it('translates a label given as a value before it fills the template', () => {
    const i18n = setupI18n({
      locale: 'fr-CA',
      messages: {
        'fr-CA': { 'validation.required': '{field} est requis', 'field.firstName': 'Prénom' },
      },
    });
    expect(renderMessage(i18n, required)).toBe('Prénom est requis');
  });

  it('fills numbers and plain texts as they are', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const tooLong = {
      id: 'validation.tooLong',
      message: '{field} must be less than {maxLen} characters',
      values: { field: 'City', maxLen: 50 },
    };
    expect(renderMessage(i18n, tooLong)).toBe('City must be less than 50 characters');
  });
});
