import { adminErrorBodies, billingFixtureClock, failing, handlers } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, card, itemWith, popupNamed, rtl, staffWorld } from './stories-support';

const meta = {
  title: 'Screens/Admin/Account details/Notes',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/admin/accounts/101', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A note written goes first and the count goes up (the tab and the card); deleted after its confirmation,
 * it leaves the list and the count goes down.
 */
export const NotesWrittenAndDeleted: Story = {
  args: { path: '/admin/accounts/101?tab=notes' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = await card(canvasElement, 'Notes');
    await expect(await notes.findByText('3 notes')).toBeVisible();
    const list = within(await notes.findByRole('list', { name: 'Notes, newest first' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    // Author, time and the edited mark.
    const edited = await itemWith(list, /Switched from monthly to yearly/);
    await expect(edited.getByText(/Sky Support/)).toBeVisible();
    await expect(edited.getByText(/^Edited/)).toBeVisible();

    await userEvent.type(notes.getByLabelText(/New note/), 'Asked for a call back on Friday.');
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
    await expect(await notes.findByText('Note added.')).toBeVisible();
    await expect(notes.getByText('4 notes')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Notes (4)' })).toBeVisible();
    const first = list.getAllByRole('listitem')[0]!;
    await expect(within(first).getByText('Asked for a call back on Friday.')).toBeVisible();
    await expect(within(first).getByText(/Alex Staff/)).toBeVisible();
    await expect(notes.getByLabelText(/New note/)).toHaveValue('');

    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    const popup = await popupNamed(canvasElement, 'Delete this note?', 'alertdialog');
    await expect(popup.getByText('Asked for a call back on Friday.')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Delete note' }));
    await expect(await notes.findByText('Note deleted.')).toBeVisible();
    await expect(notes.getByText('3 notes')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Notes (3)' })).toBeVisible();
    await expect(notes.queryByText('Asked for a call back on Friday.')).toBeNull();
  },
};

/** The same in Arabic: right to left, the notes as written. */
export const NotesArabic: Story = {
  args: { path: '/admin/accounts/101?tab=notes' },
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(await within(canvasElement).findByText(/Replacement sensor sent/)).toBeVisible();
  },
};

/** An empty note is not sent: the rule's message under the field. */
export const EmptyNoteRefused: Story = {
  args: { path: '/admin/accounts/101?tab=notes' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const notes = await card(canvasElement, 'Notes');
    await userEvent.type(notes.getByLabelText(/New note/), '   ');
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
    await expect(await notes.findByText('Note may not contain only empty characters')).toBeVisible();
    await expect(notes.getByText('3 notes')).toBeVisible();
  },
};

/**
 * Only a note's author edits it: Edit is offered on one's own notes; when the server refuses all the
 * same (403), its reason is shown and the note is unchanged.
 */
export const NoteEditRefused: Story = {
  args: { path: '/admin/accounts/101?tab=notes' },
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        before: [handlers.adminUpdateNote(failing(403, adminErrorBodies.noteAuthorOnly))],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const notes = await card(canvasElement, 'Notes');
    const others = await itemWith(notes, /Replacement sensor sent/);
    await expect(others.queryByRole('button', { name: 'Edit' })).toBeNull();
    const mine = await itemWith(notes, /Called about the sensor not pairing/);
    await userEvent.click(mine.getByRole('button', { name: 'Edit' }));
    const field = mine.getByLabelText('Note');
    await userEvent.type(field, ' Followed up.');
    await userEvent.click(mine.getByRole('button', { name: 'Save note' }));
    await expect(await mine.findByText('The note could not be saved')).toBeVisible();
    await expect(mine.getByText('Only the author of a note can edit it.')).toBeVisible();
  },
};

/** One's own note edited: the new text in place, marked as edited. */
export const NoteEdited: Story = {
  args: { path: '/admin/accounts/101?tab=notes' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const notes = await card(canvasElement, 'Notes');
    const mine = await itemWith(notes, /Called about the sensor not pairing/);
    await userEvent.click(mine.getByRole('button', { name: 'Edit' }));
    const field = mine.getByLabelText('Note');
    await userEvent.clear(field);
    await userEvent.type(field, 'Sensor paired after a reset.');
    await userEvent.click(mine.getByRole('button', { name: 'Save note' }));
    // The note's text as shown (the edit box, while it saves, holds the same words).
    await expect(
      await notes.findByText('Sensor paired after a reset.', { selector: 'p > bdi' }),
    ).toBeVisible();
    const saved = await itemWith(notes, /^Sensor paired after a reset\.$/);
    await expect(saved.getByText(/^Edited/)).toBeVisible();
  },
};
