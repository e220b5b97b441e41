import { describe, expect, it } from 'vitest';
import { formatMessage, withValues, type MessageDescriptor } from './messages';

const required: MessageDescriptor = /*i18n*/ { id: 'test.required', message: '{field} is required' };
const firstName: MessageDescriptor = /*i18n*/ { id: 'test.firstName', message: 'First name' };

describe('formatMessage', () => {
  it('renders a message without placeholders as it is', () => {
    expect(formatMessage(firstName)).toBe('First name');
  });

  it('fills a placeholder with a nested label rendered in English', () => {
    expect(formatMessage(withValues(required, { field: firstName }))).toBe('First name is required');
  });

  it('fills numbers', () => {
    const tooLong: MessageDescriptor = { id: 't', message: '{field} must be less than {maxLen} characters' };
    expect(formatMessage(withValues(tooLong, { field: 'City', maxLen: 50 }))).toBe(
      'City must be less than 50 characters',
    );
  });

  it('leaves a placeholder without a value visible rather than inventing one', () => {
    expect(formatMessage(required)).toBe('{field} is required');
  });
});
