import { playerListFixtures } from '@hub/api-client/msw';
import { describe, expect, it } from 'vitest';
import { choosePlayer, readPid } from './select-player';

const [maya, leo, noor] = playerListFixtures.many;

describe('choosing the child of ?pid=', () => {
  it.each([
    { rule: 'the child named by pid', pid: String(leo!.id), player: leo, unknown: false, replacePid: null },
    {
      rule: 'a deactivated child when named',
      pid: String(noor!.id),
      player: noor,
      unknown: false,
      replacePid: null,
    },
    {
      rule: 'the first active child without pid',
      pid: null,
      player: maya,
      unknown: false,
      replacePid: maya!.id,
    },
    {
      rule: 'the first active child for an empty pid',
      pid: '',
      player: maya,
      unknown: false,
      replacePid: maya!.id,
    },
    {
      rule: 'the first active child for another family’s id',
      pid: '999',
      player: maya,
      unknown: true,
      replacePid: maya!.id,
    },
    {
      rule: 'the first active child for a pid that is no id',
      pid: 'abc',
      player: maya,
      unknown: true,
      replacePid: maya!.id,
    },
  ])('shows $rule', ({ pid, player, unknown, replacePid }) => {
    expect(choosePlayer(playerListFixtures.many, pid)).toEqual({ player, unknown, replacePid });
  });

  it('shows the first child when none is active', () => {
    expect(choosePlayer([noor!], null)).toEqual({ player: noor, unknown: false, replacePid: noor!.id });
  });

  it('shows nobody without children', () => {
    expect(choosePlayer([], '21')).toEqual({ player: null, unknown: true, replacePid: null });
  });

  it.each([
    ['21', 21],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['12345678901', null],
    [null, null],
  ])('reads pid %j as %j', (raw, id) => {
    expect(readPid(raw)).toBe(id);
  });
});
