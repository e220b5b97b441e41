import type { IncompleteProfile, Player } from './schemas';

/** The parent's two children, as in the server's demo world. */
export const playersFixture: Player[] = [
  {
    id: 21,
    name: 'Maya',
    in_program: true,
    role: 'player',
    is_active: true,
    statistic: { first_play_date: '2025-11-20' },
  },
  {
    id: 22,
    name: 'Leo',
    in_program: true,
    role: 'player',
    is_active: true,
    statistic: { first_play_date: '2025-12-02' },
  },
];

export const incompleteProfilesFixture: IncompleteProfile[] = [{ id: 22, player_name: 'Leo' }];
