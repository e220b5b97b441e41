// The scale world (issue 30): a realistic world of `families` families for measuring the calls at the size
// the business will have, made inside the database by set-based statements (INSERT ... SELECT over
// generate_series): no row crosses the wire, which beats COPY from Node by far, and the same statements
// run on PostgreSQL and on PGlite. Deterministic from the seed: every choice is a hash of a row's key and
// the seed (`hashint8extended`), never random(). Dates count back from `today`, so a world made on another
// day is the same world shifted.
//
// Per family (averages): 2.5 users (a billing parent, a second parent 85%, a caregiver 65%), 2 players,
// one subscription (monthly 85%, yearly 15%) with its invoices, one per term since the family joined (the
// upcoming one too while active), one-off shop invoices in 3 months of 10 (15 invoices a family in all),
// about 2 billing log rows, 1 order, 1.1 shipments, 1.5 staff notes, 1 customer interaction, 1 email.
// Families joined over the last three years, more of them lately; 30% have left (their play and billing
// stop on the day they cancelled). Players play on about half of the days,
// and `player_activity` holds one row per player and day played (the dashboard's and the timeline's unit:
// the stats calls read those rows, so a day is the aggregate that keeps them cheap). 50 staff users share
// an account of their own.
//
// The indexes of the filled tables (not primary keys or constraints) are dropped before the load and built
// after it, which is several times faster than keeping them up to date row by row.

/** SQL as written, on any connection of the database (the draws live in the schema `scale_seed` meanwhile). */
export interface WorldSql {
  (text: string): Promise<unknown>;
}

export interface WorldOptions {
  families: number;
  seed: number;
  /** The last day of the world (`YYYY-MM-DD`): the day it is made. */
  today: string;
  /** Told each step as it is done, with its seconds. */
  progress?: (step: string, seconds: number) => void;
}

/** Days of history: three years. */
export const worldDays = 1095;

/** The tables the world fills, in the order they are filled. */
export const worldTables = [
  'accounts',
  'users',
  'shipping_addresses',
  'players',
  'player_activity',
  'subscriptions',
  'invoices',
  'subscription_actions',
  'orders',
  'shipments',
  'account_notes',
  'customer_interactions',
  'outbound_emails',
] as const;

/** The staff users: ids after the families' users, in an account of their own (id families + 1). */
export const staffCount = 50;

/** The users of family `g` are ids 3g-2 .. 3g (the first is the billing parent); players likewise. */
export const billingUserOf = (family: number) => 3 * family - 2;
export const firstStaffUserId = (families: number) => 3 * families + 1;

const firstNames =
  'Olivia Liam Emma Noah Amelia Oliver Sophia Elijah Isabella Mateo Mia Lucas Evelyn Levi Harper Ezra Luna Asher Camila James Sofia Leo Aria Ethan Scarlett Aiden Layla Grayson Chloe Jackson Priya Wei Fatima Omar Yuki Diego Aisha Mohammed Valentina Kwame'.split(
    ' ',
  );
const lastNames =
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Nguyen Patel Kim Chen Okafor Haddad Kowalski Novak Rossi Schmidt'.split(
    ' ',
  );
const domains = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'aol.com'];
const zones = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/** `pick(list, key)`: an element of the list chosen by a hash of `key` (a SQL expression). */
const pick = (values: readonly string[], key: string, salt: number) =>
  `(${textArray(values)})[1 + floor(scale_seed.r(${key}, ${salt}) * ${values.length})::int]`;

/**
 * The statements of the world. `scale_seed.r(key, salt)` is a number in [0, 1) from a hash of the key, the
 * salt and the seed; `scale_seed.family` holds each family's draws, shared by the statements after it.
 */
export function worldStatements(families: number, seed: number, today: string): [string, string][] {
  const day0 = `('${today}'::date - ${worldDays})`;
  const staffFirst = firstStaffUserId(families);
  const ts = (dateExpr: string, hours: string) =>
    `((${dateExpr})::timestamp + (${hours}) * interval '1 hour') at time zone 'UTC'`;
  return [
    [
      'draws',
      `drop schema if exists scale_seed cascade;
       create schema scale_seed;
       create function scale_seed.r(k bigint, salt int) returns float8 language sql immutable parallel safe as
         $$ select (hashint8extended(k, salt::bigint * 1000003 + ${seed}) & 2147483647)::float8 / 2147483648.0 $$;
       create unlogged table scale_seed.family as
         select g,
                joined,
                yearly,
                left_on,
                coalesce(left_on, '${today}'::date) as until,
                case when left_on is not null then 'CANCELLED'
                     when scale_seed.r(g, 9) < 0.03 then 'CANCEL_REQUESTED'
                     when scale_seed.r(g, 9) < 0.05 then 'PAST_DUE'
                     else 'ACTIVE' end as status,
                1 + (scale_seed.r(g, 5) < 0.7)::int + (scale_seed.r(g, 6) < 0.3)::int as player_count,
                scale_seed.r(g, 7) < 0.85 as second_parent,
                scale_seed.r(g, 8) < 0.65 as caregiver,
                ${pick(lastNames, 'g', 11)} as last_name,
                ${pick(zones, 'g', 12)} as zone
         from generate_series(1, ${families}) g,
              lateral (select ${day0} + floor(power(scale_seed.r(g, 1), 0.6) * ${worldDays - 1})::int as joined,
                              scale_seed.r(g, 2) < 0.15 as yearly) j,
              lateral (select case when scale_seed.r(g, 3) < 0.3 and '${today}'::date - joined > 60
                                   then joined + 30 + floor(scale_seed.r(g, 4) * ('${today}'::date - joined - 30))::int
                              end as left_on) l;
       alter table scale_seed.family add primary key (g);
       analyze scale_seed.family`,
    ],
    [
      'accounts',
      `insert into accounts (id, tags, account_status, billing_status_name, created_at)
         select g, case when scale_seed.r(g, 13) < 0.05 then '{legacy}'::text[] else '{}'::text[] end,
                'ACTIVE', status, ${ts('joined', '12')}
         from scale_seed.family
         union all
         select ${families + 1}, '{}', 'ACTIVE', null, ${ts(day0, '0')}`,
    ],
    [
      'users',
      `insert into users (id, account_id, email, first_name, last_name, phone, language, is_billing_user,
                          is_staff, checkout_completed, last_login_at, created_at, updated_at)
         select u.id, g, lower(u.first_name || '.' || f.last_name) || u.id || '@' || ${pick(domains, 'u.id', 21)},
                u.first_name, f.last_name,
                case when k = 0 or scale_seed.r(u.id, 22) < 0.5
                     then '+1' || (201 + floor(scale_seed.r(u.id, 23) * 789))::int
                          || lpad(floor(scale_seed.r(u.id, 24) * 10000000)::int::text, 7, '0') end,
                case when scale_seed.r(u.id, 25) < 0.1 then 'es' when scale_seed.r(u.id, 25) < 0.12 then 'fr' else 'en' end,
                k = 0, false, k = 0,
                ${ts('f.until - floor(scale_seed.r(u.id, 26) * 20)::int', '18')},
                ${ts('f.joined', '12')}, ${ts('f.joined', '12')}
         from scale_seed.family f
         cross join generate_series(0, 2) k,
         lateral (select 3 * g - 2 + k as id, ${pick(firstNames, '(3 * g - 2 + k)', 20)} as first_name) u
         where k = 0 or (k = 1 and f.second_parent) or (k = 2 and f.caregiver)
         union all
         select s, ${families + 1}, 'staff' || s || '@hub.example', ${pick(firstNames, 's', 20)}, 'Staff',
                null, 'en', false, true, true, null, ${ts(day0, '0')}, ${ts(day0, '0')}
         from generate_series(${staffFirst}, ${staffFirst + staffCount - 1}) s`,
    ],
    [
      'shipping_addresses',
      `insert into shipping_addresses (user_id, address1, city, state, zipcode, country, timezone)
         select 3 * g - 2, (1 + floor(scale_seed.r(g, 30) * 9000))::int || ' ' || ${pick(lastNames, 'g', 31)} || ' Street',
                'Springfield', 'IL', lpad((10000 + floor(scale_seed.r(g, 32) * 89999))::int::text, 5, '0'), 'US', zone
         from scale_seed.family`,
    ],
    [
      'players',
      `insert into players (id, account_id, name, first_play_date, birth_date, profile_completed_at, created_at)
         select 3 * g - 2 + k, g, ${pick(firstNames, '(3 * g - 2 + k)', 40)}, joined + 3 + k,
                joined - (2200 + floor(scale_seed.r(3 * g - 2 + k, 41) * 2200))::int,
                ${ts('joined + 3', '18')}, ${ts('joined + 3', '12')}
         from scale_seed.family f cross join generate_series(0, 2) k
         where k < f.player_count`,
    ],
    [
      'player_activity',
      // One row per day played, from the first play until the family left (or yesterday).
      `insert into player_activity (player_id, period_datetime, seconds_played)
         select p.id, ${ts('p.first_play_date + i', '15 + floor(scale_seed.r(p.id * 4096 + i, 51) * 6)')},
                (600 + floor(scale_seed.r(p.id * 4096 + i, 52) * 2400))::int
         from players p
         join scale_seed.family f on f.g = p.account_id,
         lateral generate_series(0, least(f.until, '${today}'::date - 1) - p.first_play_date) i
         where scale_seed.r(p.id * 4096 + i, 50) < 0.5`,
    ],
    [
      'subscriptions',
      `insert into subscriptions (id, account_id, plan_id, status, started_on, paid_through, access_ends_on,
                                  requested_on, grace_ends_on, cancel_reasons, created_at, updated_at)
         select g, g, case when yearly then 'yearly' else 'monthly' end, status, joined,
                (joined + make_interval(months => terms * months))::date,
                case when left_on is not null then left_on end,
                case when status = 'CANCEL_REQUESTED' then '${today}'::date - 3 end,
                joined + 30,
                case when left_on is not null or status = 'CANCEL_REQUESTED'
                     then array[${pick(['too_expensive', 'not_using', 'technical_issues', 'other'], 'g', 60)}]
                     else '{}' end,
                ${ts('joined', '12')}, ${ts('until', '12')}
         from scale_seed.family,
         lateral (select case when yearly then 12 else 1 end as months) m,
         lateral (select 1 + floor((until - joined) / (case when yearly then 365.25 else 30.44 end))::int as terms) t`,
    ],
    [
      'invoices',
      // One per term paid (one in 40 failed, then paid again the next day), and the upcoming one.
      `insert into invoices (account_id, subscription_id, external_id, billing_entity_name, number, date,
                             description, amount, currency, status, card_brand, card_last4, created_at, updated)
         select s.id, s.id, 'in_scale_' || s.id || '_' || n, 'stripe',
                case when upcoming then null else 'SCALE-' || s.id || '-' || n end,
                day, p.name || ' plan, ' || day || ' to ' || (day + make_interval(months => p.months))::date,
                p.price, p.currency,
                case when upcoming then 'UPCOMING' when scale_seed.r(s.id * 1000 + n, 70) < 0.025 then 'FAILED'
                     when scale_seed.r(s.id * 1000 + n, 70) < 0.03 then 'REFUNDED' else 'PAID' end,
                case when upcoming then null else 'visa' end, case when upcoming then null else '4242' end,
                ${ts('day', '9')}, ${ts('day', '9')}
         from subscriptions s
         join program_plans p on p.id = s.plan_id,
         lateral generate_series(0, (s.paid_through - s.started_on) / (p.months * 28)) n,
         lateral (select (s.started_on + make_interval(months => n * p.months))::date as day) d,
         lateral (select day >= s.paid_through as upcoming) u
         where day < s.paid_through or (day = s.paid_through and s.status in ('ACTIVE', 'PAST_DUE'))`,
    ],
    [
      'shop invoices',
      // One-off invoices of the shop (sensors, straps, game packs, cases) in about 3 of 10 months of a
      // family's membership: with the plan's, about 15 invoices a family, the issue's 1.5M on 100k.
      `insert into invoices (account_id, subscription_id, external_id, billing_entity_name, number, date,
                             description, amount, currency, status, card_brand, card_last4, created_at, updated)
         select g, null, 'in_scale_shop_' || g || '_' || n, 'stripe', 'SCALE-SHOP-' || g || '-' || n, day,
                (array['Replacement sensor', 'Chest strap', 'Game pack', 'Carry case'])[item],
                (array[1999, 1499, 499, 999])[item], 'USD',
                case when scale_seed.r(g * 1000 + n, 75) < 0.02 then 'REFUNDED' else 'PAID' end, 'visa', '4242',
                ${ts('day', '13')}, ${ts('day', '13')}
         from scale_seed.family,
         lateral generate_series(0, (until - joined) / 30) n,
         lateral (select joined + 30 * n + floor(scale_seed.r(g * 1000 + n, 74) * 30)::int as day,
                         1 + floor(scale_seed.r(g * 1000 + n, 76) * 4)::int as item) d
         where scale_seed.r(g * 1000 + n, 73) < 0.3 and day < until`,
    ],
    [
      'subscription_actions',
      `insert into subscription_actions (account_id, subscription_id, actor_id, event, from_status, to_status, detail, created_at)
         select g, g, 3 * g - 2, 'PURCHASE', null, 'ACTIVE', '{}', ${ts('joined', '12')} from scale_seed.family
         union all
         select g, g, 3 * g - 2, 'CANCEL_REQUEST', 'ACTIVE', 'CANCEL_REQUESTED',
                jsonb_build_object('reasons', jsonb_build_array('not_using')),
                ${ts("coalesce(left_on, '" + today + "'::date - 3)", '20')}
         from scale_seed.family where left_on is not null or status = 'CANCEL_REQUESTED'
         union all
         select g, g, null, 'CANCEL', 'CANCEL_REQUESTED', 'CANCELLED', '{}', ${ts('left_on', '23')}
         from scale_seed.family where left_on is not null`,
    ],
    [
      'orders',
      `insert into orders (number, idempotency_key, request_hash, confirm_token_hash, confirm_token_sealed, state,
                           user_id, account_id, plan_id, email, first_name, last_name, phone, language,
                           shipping_address, currency, subtotal, discount, shipping, taxes, total,
                           tax_rate_basis_points, gateway, gateway_reference, card_brand, card_last4,
                           card_exp_month, card_exp_year, charge_id, subscription_id, placed_at, confirmed_at)
         select 'ORD-S' || g, 'scale-' || g, md5('request' || g), md5('confirm' || g), 'sealed', 'confirmed',
                u.id, g, s.plan_id, u.email, u.first_name, u.last_name, coalesce(u.phone, '+12025550100'), 'en',
                jsonb_build_object('address1', '1 Main Street', 'city', 'Springfield', 'state', 'IL',
                                   'zipcode', '62701', 'country', 'US', 'timezone', f.zone),
                'USD', p.price, 0, 0, 0, p.price, 0, 'test', 'pm_scale_' || g, 'visa', '4242', 4, 2099,
                'ch_scale_' || g, g, ${ts('joined', '11')}, ${ts('joined', '11')}
         from scale_seed.family f
         join users u on u.id = 3 * g - 2
         join subscriptions s on s.id = g
         join program_plans p on p.id = s.plan_id`,
    ],
    [
      'shipments',
      `insert into shipments (account_id, kind, status, carrier, tracking_number, address, created_by, created_at,
                              updated_at, shipped_at, delivered_at)
         select g, kind, 'delivered', 'UPS', '1Z' || upper(md5(g || kind)), '{"city": "Springfield"}',
                ${staffFirst} + (g % ${staffCount}), ${ts('at', '10')}, ${ts('at + 4', '10')},
                ${ts('at + 1', '10')}, ${ts('at + 4', '10')}
         from scale_seed.family,
         lateral (values ('kit', joined + 1),
                         ('replacement_sensor', joined + 1 + floor(scale_seed.r(g, 80) * (until - joined))::int)) k(kind, at)
         where kind = 'kit' or scale_seed.r(g, 81) < 0.1`,
    ],
    [
      'account_notes',
      `insert into account_notes (account_id, author_id, text, created_at, updated_at)
         select g, ${staffFirst} + ((g + n) % ${staffCount}),
                ${pick(['Called about the sensor strap.', 'Asked for a coaching call.', 'Prefers email.', 'Moved house; address updated.', 'Kid loves the chase level.'], 'g * 4 + n', 90)},
                ${ts('joined + floor(scale_seed.r(g * 4 + n, 91) * (until - joined))::int', '14')},
                ${ts('joined + floor(scale_seed.r(g * 4 + n, 91) * (until - joined))::int', '14')}
         from scale_seed.family cross join generate_series(0, 2) n
         where scale_seed.r(g * 4 + n, 92) < 0.5`,
    ],
    [
      'customer_interactions',
      `insert into customer_interactions (account_id, user_id, kind, summary, created_at)
         select g, case when n = 0 then 3 * g - 2 else ${staffFirst} + (g % ${staffCount}) end,
                ${pick(['support_request', 'feedback', 'app_download', 'call', 'email', 'chat'], 'g * 4 + n', 100)},
                'Talked about the weekly goal.',
                ${ts('joined + floor(scale_seed.r(g * 4 + n, 101) * (until - joined))::int', '16')}
         from scale_seed.family cross join generate_series(0, 1) n
         where scale_seed.r(g * 4 + n, 102) < 0.5`,
    ],
    [
      'outbound_emails',
      `insert into outbound_emails (to_address, subject, body, created_at, status, attempts, sent_at, account_id)
         select u.email, 'Welcome to the hub', 'sealed', ${ts('joined', '11')}, 'sent', 1, ${ts('joined', '11')}, g
         from scale_seed.family join users u on u.id = 3 * g - 2`,
    ],
    [
      'sequences',
      ['accounts', 'users', 'players', 'subscriptions']
        .map(
          (table) =>
            `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        )
        .join(';\n'),
    ],
  ];
}

/** The secondary indexes of the tables (name and definition), to drop before the load and build after. */
async function secondaryIndexes(run: WorldSql): Promise<{ name: string; definition: string }[]> {
  const result = (await run(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     join pg_class t on t.oid = i.indrelid
     join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
     where t.relname in (${worldTables.map((table) => `'${table}'`).join(', ')})
       and not i.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  )) as { rows: { name: string; definition: string }[] };
  return result.rows;
}

/**
 * Fills a migrated, empty database with the world. The schema `scale_seed` holds the draws meanwhile.
 * Returns the rows of each table.
 */
export async function fillWorld(run: WorldSql, options: WorldOptions): Promise<Record<string, number>> {
  const { families, seed, today, progress = () => {} } = options;
  const step = async (name: string, work: () => Promise<unknown>) => {
    const began = performance.now();
    await work();
    progress(name, (performance.now() - began) / 1000);
  };
  const indexes = await secondaryIndexes(run);
  await step('drop indexes', () => run(indexes.map((index) => `drop index ${index.name}`).join(';\n')));
  for (const [name, text] of worldStatements(families, seed, today)) await step(name, () => run(text));
  for (const index of indexes) await step(`index ${index.name}`, () => run(index.definition));
  await step('analyze', () => run('analyze'));
  await run('drop schema scale_seed cascade');
  const counts = (await run(
    `select ${worldTables.map((table) => `(select count(*) from ${table})::int as ${table}`).join(', ')}`,
  )) as { rows: Record<string, number>[] };
  return counts.rows[0]!;
}
