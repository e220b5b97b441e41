// Account notes kept in app state (spec section 4): create adds to the front and counts up; delete
// removes and counts down. Choices: deleting an id that is not there, or creating a note whose id is
// already there (a repeated dispatch), leaves the count alone; the count never goes below 0.
import type { Identified } from './paging';

/** The notes list as the server pages it: `count` may exceed the notes loaded. */
export interface NotesState<T extends Identified> {
  count: number;
  results: T[];
}

/** What can happen to the notes. */
export type NotesAction<T extends Identified> =
  | { type: 'loaded'; page: { count: number; results: readonly T[] } }
  | { type: 'created'; note: T }
  | { type: 'updated'; note: T }
  | { type: 'deleted'; id: T['id'] };

/** No notes loaded yet. */
export function initialNotes<T extends Identified>(): NotesState<T> {
  return { count: 0, results: [] };
}

/** The notes after an action. */
export function notesReducer<T extends Identified>(
  state: NotesState<T>,
  action: NotesAction<T>,
): NotesState<T> {
  switch (action.type) {
    case 'loaded':
      return { count: Math.max(0, action.page.count), results: [...action.page.results] };
    case 'created': {
      const exists = state.results.some((note) => note.id === action.note.id);
      return exists
        ? {
            ...state,
            results: state.results.map((note) => (note.id === action.note.id ? action.note : note)),
          }
        : { count: state.count + 1, results: [action.note, ...state.results] };
    }
    case 'updated':
      return {
        ...state,
        results: state.results.map((note) => (note.id === action.note.id ? action.note : note)),
      };
    case 'deleted': {
      if (!state.results.some((note) => note.id === action.id)) return state;
      return {
        count: Math.max(0, state.count - 1),
        results: state.results.filter((note) => note.id !== action.id),
      };
    }
  }
}
