import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialNotes, notesReducer, type NotesAction, type NotesState } from './notes';

interface Note {
  id: number;
  text: string;
}
const note = (id: number, text = `note ${id}`): Note => ({ id, text });
const two: NotesState<Note> = { count: 2, results: [note(2), note(1)] };

describe('notes (spec section 4)', () => {
  it.each<{ rule: string; state: NotesState<Note>; action: NotesAction<Note>; expected: NotesState<Note> }>([
    {
      rule: 'loading a page takes its count and notes',
      state: initialNotes(),
      action: { type: 'loaded', page: { count: 40, results: [note(9)] } },
      expected: { count: 40, results: [note(9)] },
    },
    {
      rule: 'creating a note adds it to the front and increments the count',
      state: two,
      action: { type: 'created', note: note(3) },
      expected: { count: 3, results: [note(3), note(2), note(1)] },
    },
    {
      rule: 'creating a note that is already there replaces it without counting it twice',
      state: two,
      action: { type: 'created', note: note(2, 'edited') },
      expected: { count: 2, results: [note(2, 'edited'), note(1)] },
    },
    {
      rule: 'updating a note replaces it in place',
      state: two,
      action: { type: 'updated', note: note(1, 'edited') },
      expected: { count: 2, results: [note(2), note(1, 'edited')] },
    },
    {
      rule: 'deleting a note removes it and decrements the count',
      state: two,
      action: { type: 'deleted', id: 2 },
      expected: { count: 1, results: [note(1)] },
    },
    {
      rule: 'deleting an unknown id changes nothing',
      state: two,
      action: { type: 'deleted', id: 99 },
      expected: two,
    },
    {
      rule: 'the count never goes below zero',
      state: { count: 0, results: [note(1)] },
      action: { type: 'deleted', id: 1 },
      expected: { count: 0, results: [] },
    },
  ])('$rule', ({ state, action, expected }) => {
    expect(notesReducer(state, action)).toEqual(expected);
  });

  it('does not change the state it was given', () => {
    const before = JSON.parse(JSON.stringify(two)) as NotesState<Note>;
    notesReducer(two, { type: 'created', note: note(3) });
    notesReducer(two, { type: 'deleted', id: 1 });
    expect(two).toEqual(before);
  });

  it('keeps the count equal to the number of notes through any creates and deletes', () => {
    const action = fc.oneof(
      fc.integer({ min: 1, max: 20 }).map((id): NotesAction<Note> => ({ type: 'created', note: note(id) })),
      fc.integer({ min: 1, max: 20 }).map((id): NotesAction<Note> => ({ type: 'deleted', id })),
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const state = actions.reduce(notesReducer<Note>, initialNotes<Note>());
        expect(state.count).toBe(state.results.length);
        expect(new Set(state.results.map((item) => item.id)).size).toBe(state.results.length);
      }),
    );
  });
});
