// What the player stats page's stories share (stories only, the app never imports it): the family's world
// and the finders of the page and its charts' bars. The languages and widths and the right-to-left check come
// from shared/story-support.ts and are passed on from here, so a story imports one file.
import {
  personaHandlers,
  playerListFixtures,
  statsWorldHandlers,
  type StatsWorld,
} from '@hub/api-client/msw';
import { expect, waitFor, within } from 'storybook/test';

export { arabic, body, narrow, popupNamed, rtl, section } from '../../shared/story-support';

/** The parent signed in, with a family of children (Maya, Leo and Noor, deactivated, by default). */
export function family(world: StatsWorld = {}) {
  const players = world.players ?? playerListFixtures.many;
  return [
    ...statsWorldHandlers({ ...world, players }),
    ...personaHandlers('parent', { players: players.length > 0 }),
  ];
}

/**
 * The page's heading (level 1, `name`), once the lazy page has come and its player list has come or failed
 * (the page is `aria-busy` until then: the heading paints before the list).
 */
export async function page(canvasElement: HTMLElement, name = 'Player stats') {
  const heading = await within(canvasElement).findByRole('heading', { level: 1, name });
  await waitFor(() => expect(heading.closest('[aria-busy="true"]')).toBeNull());
  return heading;
}

/** The chart's bars (without the goal line) under the chart titled `title`. */
export async function bars(canvasElement: HTMLElement, title: string | RegExp) {
  return waitFor(() => {
    const group = within(canvasElement).getByRole('group', { name: title });
    const found = within(group)
      .getAllByRole('img')
      .filter((element) => !element.hasAttribute('data-goal-line'));
    if (found.length === 0) throw new Error('no bars yet');
    return found;
  });
}

/** The child's profile page's heading (level 1, the child's name), once the lazy page and the child came. */
export async function childPage(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole('heading', { level: 1, name });
}
