// Validation (spec section 5): messages, field schemas, whole-form schemas and result helpers.
export * from './messages';
export * from './issues';
export * from './fields';
export * from './address-fields';
export * from './password-checks';
export * from './forms';
export * from './auth-forms';
