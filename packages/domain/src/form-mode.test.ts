import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSave,
  formModes,
  formReducer,
  initialFormState,
  isDirty,
  isEmptyValue,
  visibleButtons,
  visibleErrors,
  type FormEvent,
  type FormFieldErrors,
  type FormMode,
  type FormRules,
  type FormState,
} from './form-mode';
import type { MessageDescriptor } from './messages';

interface Details {
  first_name: string;
  email: string;
  note: string;
}

const firstNameRequired: MessageDescriptor = { id: 't.firstName', message: 'First name is required' };
const badEmail: MessageDescriptor = { id: 't.email', message: 'Please enter a valid email.' };
const emailTaken: MessageDescriptor = { id: 't.taken', message: 'A user with this email already exists.' };
const wentWrong: MessageDescriptor = { id: 't.nonField', message: 'Something went wrong' };

// A small validation of its own: the reducer only needs "values -> field errors".
const rules: FormRules<Details> = {
  validate: (values) => {
    const errors: FormFieldErrors<Details> = {};
    if (values.first_name.trim() === '') errors.first_name = [firstNameRequired];
    if (!values.email.includes('@')) errors.email = [badEmail];
    return errors;
  },
  required: ['first_name', 'email'],
};
const reduce = formReducer(rules);
const saved: Details = { first_name: 'Dana', email: 'dana@example.com', note: '' };

function run(state: FormState<Details>, ...events: FormEvent<Details>[]): FormState<Details> {
  return events.reduce(reduce, state);
}

describe('form modes (spec section 4)', () => {
  it.each<[FormMode, boolean, string[], string[]]>([
    ['default', false, [], ['save']],
    ['edit_save_cancel', true, ['edit'], ['save', 'cancel']],
    ['buttonless', false, [], []],
    ['save_cancel', false, [], ['save', 'cancel']],
    ['edit_save_delete_cancel', true, ['edit'], ['save', 'delete', 'cancel']],
  ])('%s starts read-only: %s, shows %j, and %j once editing', (mode, readOnly, before, after) => {
    const state = initialFormState(mode, saved, rules);
    expect(state.readOnly).toBe(readOnly);
    expect(visibleButtons(state)).toEqual(readOnly ? before : after);
    expect(visibleButtons(reduce(state, { type: 'edit' }))).toEqual(after);
  });

  it('lists the five modes of the spec', () => {
    expect(formModes).toEqual([
      'default',
      'edit_save_cancel',
      'buttonless',
      'save_cancel',
      'edit_save_delete_cancel',
    ]);
  });
});

describe('the form reducer', () => {
  const start = () => initialFormState('edit_save_cancel', saved, rules);

  it('ignores typing while the form is read-only', () => {
    const state = reduce(start(), { type: 'change', field: 'first_name', value: 'X' });
    expect(state.values).toEqual(saved);
  });

  it('makes the fields editable on edit', () => {
    const state = run(start(), { type: 'edit' }, { type: 'change', field: 'first_name', value: 'Dan' });
    expect(state.readOnly).toBe(false);
    expect(state.values.first_name).toBe('Dan');
    expect(isDirty(state)).toBe(true);
  });

  it('ignores edit in a form that is already editable', () => {
    const state = initialFormState('save_cancel', saved, rules);
    expect(reduce(state, { type: 'edit' })).toBe(state);
  });

  it('does not show a field error before the field is left', () => {
    const state = run(start(), { type: 'edit' }, { type: 'change', field: 'email', value: 'nope' });
    expect(state.errors.email).toEqual([badEmail]);
    expect(visibleErrors(state)).toEqual({});
  });

  it('shows a field error once the field is left', () => {
    const state = run(
      start(),
      { type: 'edit' },
      { type: 'change', field: 'email', value: 'nope' },
      { type: 'blur', field: 'email' },
    );
    expect(visibleErrors(state)).toEqual({ email: [badEmail] });
  });

  it('shows every field error after a submit attempt, and does not start saving', () => {
    const state = run(
      start(),
      { type: 'edit' },
      { type: 'change', field: 'email', value: 'nope' },
      { type: 'change', field: 'first_name', value: '' },
      { type: 'submit' },
    );
    expect(state.saving).toBe(false);
    expect(visibleErrors(state)).toEqual({ first_name: [firstNameRequired], email: [badEmail] });
  });

  it('restores the pre-edit values and clears errors on cancel, back to read-only', () => {
    const state = run(
      start(),
      { type: 'edit' },
      { type: 'change', field: 'email', value: 'nope' },
      { type: 'blur', field: 'email' },
      { type: 'cancel' },
    );
    expect(state.values).toEqual(saved);
    expect(state.readOnly).toBe(true);
    expect(visibleErrors(state)).toEqual({});
    expect(state.touched).toEqual({});
  });

  it('starts saving on submit when the values are valid, and disables Save while saving', () => {
    const editing = run(start(), { type: 'edit' }, { type: 'change', field: 'note', value: 'hi' });
    expect(canSave(editing)).toBe(true);
    const saving = reduce(editing, { type: 'submit' });
    expect(saving.saving).toBe(true);
    expect(canSave(saving)).toBe(false);
  });

  it('ignores typing, cancel and a second submit while saving', () => {
    const saving = run(start(), { type: 'edit' }, { type: 'submit' });
    expect(reduce(saving, { type: 'change', field: 'note', value: 'x' })).toBe(saving);
    expect(reduce(saving, { type: 'cancel' })).toBe(saving);
    expect(reduce(saving, { type: 'submit' })).toBe(saving);
  });

  it('takes the saved values as the new baseline and goes back to read-only', () => {
    const state = run(
      start(),
      { type: 'edit' },
      { type: 'change', field: 'first_name', value: ' Dan ' },
      { type: 'submit' },
      { type: 'saved', values: { ...saved, first_name: 'Dan' } },
    );
    expect(state.saving).toBe(false);
    expect(state.readOnly).toBe(true);
    expect(state.baseline.first_name).toBe('Dan');
    expect(isDirty(state)).toBe(false);
  });

  it('keeps the values sent as the baseline when saved gives none', () => {
    const state = run(
      initialFormState('save_cancel', saved, rules),
      { type: 'change', field: 'note', value: 'kept' },
      { type: 'submit' },
      { type: 'saved' },
    );
    expect(state.baseline.note).toBe('kept');
    expect(state.readOnly).toBe(false);
  });

  it('shows server field errors at once after a failed save, and disables Save until the field changes', () => {
    const failed = run(
      start(),
      { type: 'edit' },
      { type: 'submit' },
      { type: 'failed', errors: { email: [emailTaken] } },
    );
    expect(failed.saving).toBe(false);
    expect(failed.readOnly).toBe(false);
    expect(visibleErrors(failed)).toEqual({ email: [emailTaken] });
    expect(canSave(failed)).toBe(false);
    const changed = reduce(failed, { type: 'change', field: 'email', value: 'dana@example.org' });
    expect(visibleErrors(changed)).toEqual({});
    expect(canSave(changed)).toBe(true);
  });

  it('clears a form-wide server error on any change', () => {
    const failed = run(
      start(),
      { type: 'edit' },
      { type: 'submit' },
      { type: 'failed', errors: { non_field_errors: [wentWrong] } },
    );
    expect(visibleErrors(failed)).toEqual({ non_field_errors: [wentWrong] });
    expect(canSave(failed)).toBe(false);
    expect(canSave(reduce(failed, { type: 'change', field: 'note', value: 'x' }))).toBe(true);
  });

  it('returns to editing without server errors after a failure that gave none', () => {
    const failed = run(start(), { type: 'edit' }, { type: 'submit' }, { type: 'failed' });
    expect(failed.serverErrors).toEqual({});
    expect(canSave(failed)).toBe(true);
  });

  it('puts server errors before the field own errors', () => {
    const state = run(
      start(),
      { type: 'edit' },
      { type: 'submit' },
      { type: 'failed', errors: { email: [emailTaken] } },
      { type: 'blur', field: 'email' },
    );
    const withOwnError: FormState<Details> = { ...state, errors: { email: [badEmail] } };
    expect(visibleErrors(withOwnError).email).toEqual([emailTaken, badEmail]);
  });

  it('disables Save while a required value is empty even without a validation error', () => {
    const lenient = formReducer<Details>({ validate: () => ({}), required: ['note'] });
    const state = initialFormState('save_cancel', saved, { validate: () => ({}), required: ['note'] });
    expect(canSave(state)).toBe(false);
    expect(canSave(lenient(state, { type: 'change', field: 'note', value: 'filled' }))).toBe(true);
  });

  it('disables Save in a read-only form', () => {
    expect(canSave(start())).toBe(false);
  });

  it('ignores a blur in a read-only form and a second blur of the same field', () => {
    const readOnly = start();
    expect(reduce(readOnly, { type: 'blur', field: 'email' })).toBe(readOnly);
    const once = run(readOnly, { type: 'edit' }, { type: 'blur', field: 'email' });
    expect(reduce(once, { type: 'blur', field: 'email' })).toBe(once);
  });

  it('ignores a submit in a read-only form', () => {
    const readOnly = start();
    expect(reduce(readOnly, { type: 'submit' })).toBe(readOnly);
  });

  it('takes fresh values from a refetch when nothing was changed', () => {
    const fresh = { ...saved, email: 'new@example.com' };
    const state = reduce(start(), { type: 'reset', values: fresh });
    expect(state.values).toEqual(fresh);
    expect(state.baseline).toEqual(fresh);
  });

  it('keeps what the user typed when fresh values arrive, and cancels back to the fresh ones', () => {
    const fresh = { ...saved, email: 'new@example.com' };
    const state = run(
      start(),
      { type: 'edit' },
      { type: 'change', field: 'note', value: 'typing' },
      { type: 'reset', values: fresh },
    );
    expect(state.values.note).toBe('typing');
    expect(reduce(state, { type: 'cancel' }).values).toEqual(fresh);
  });

  it('gives fresh values to the fields nobody changed while keeping the ones typed', () => {
    const fresh = { ...saved, email: 'new@example.com', note: 'from another tab' };
    const state = run(
      start(),
      { type: 'edit' },
      { type: 'change', field: 'note', value: 'typing' },
      { type: 'reset', values: fresh },
    );
    expect(state.values).toEqual({ ...fresh, note: 'typing' });
  });

  it('ignores fresh values while saving', () => {
    const saving = run(start(), { type: 'edit' }, { type: 'submit' });
    expect(reduce(saving, { type: 'reset', values: { ...saved, note: 'x' } })).toBe(saving);
  });
});

describe('empty values of required fields', () => {
  it.each([
    ['undefined', undefined, true],
    ['null', null, true],
    ['an empty string', '', true],
    ['blank text', '  ', true],
    ['an empty list', [], true],
    ['text', 'a', false],
    ['a list with an item', ['other'], false],
    ['zero', 0, false],
    ['false', false, false],
  ])('treats %s as empty: %s', (_, value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
  });
});

describe('form laws', () => {
  const field = fc.constantFrom<keyof Details>('first_name', 'email', 'note');
  const event: fc.Arbitrary<FormEvent<Details>> = fc.oneof(
    fc.constant({ type: 'edit' as const }),
    fc.record({ type: fc.constant('change' as const), field, value: fc.string({ maxLength: 8 }) }),
    fc.record({ type: fc.constant('blur' as const), field }),
    fc.constant({ type: 'submit' as const }),
    fc.record({
      type: fc.constant('failed' as const),
      errors: fc.option(fc.record({ email: fc.constant([emailTaken]) }), { nil: undefined }),
    }),
  );
  const mode = fc.constantFrom(...formModes);
  const values = fc.record({ first_name: fc.string(), email: fc.string(), note: fc.string() });

  it('restores the baseline on cancel after any sequence of changes (once no save is pending)', () => {
    fc.assert(
      fc.property(mode, values, fc.array(event), (m, v, events) => {
        let state = run(initialFormState(m, v, rules), ...events);
        if (state.saving) state = reduce(state, { type: 'failed' });
        const cancelled = reduce(state, { type: 'cancel' });
        expect(cancelled.values).toEqual(v);
        expect(visibleErrors(cancelled)).toEqual({});
        expect(cancelled.readOnly).toBe(m === 'edit_save_cancel' || m === 'edit_save_delete_cancel');
      }),
    );
  });

  it('never allows Save while saving, while a field has an error or a required value is empty', () => {
    fc.assert(
      fc.property(mode, values, fc.array(event), (m, v, events) => {
        const state = run(initialFormState(m, v, rules), ...events);
        const blocked =
          state.saving || state.missing.length > 0 || Object.keys(rules.validate(state.values)).length > 0;
        if (blocked) expect(canSave(state)).toBe(false);
      }),
    );
  });

  it('shows a field own error only after its blur or a submit attempt', () => {
    fc.assert(
      fc.property(mode, values, fc.array(event), (m, v, events) => {
        const state = run(initialFormState(m, v, rules), ...events);
        const shown = visibleErrors(state);
        for (const key of ['first_name', 'email'] as const) {
          const own = shown[key]?.filter((message) => message !== emailTaken) ?? [];
          if (own.length > 0) expect(state.submitted || state.touched[key]).toBe(true);
        }
      }),
    );
  });

  it('makes the saved values the baseline, with nothing left dirty', () => {
    fc.assert(
      fc.property(mode, values, fc.array(event), values, (m, v, events, stored) => {
        const state = run(initialFormState(m, v, rules), ...events, { type: 'saved', values: stored });
        expect(state.baseline).toEqual(stored);
        expect(isDirty(state)).toBe(false);
        expect(state.saving).toBe(false);
      }),
    );
  });
});
