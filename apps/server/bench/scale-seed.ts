import type postgres from "postgres";
import { z } from "zod";

// The scale bench's generator: athletes numbered `from` to `to - 1`, each with a year of data, in
// SQL (generate_series, INSERT ... SELECT), a thousand athletes per transaction. Every athlete is
// "scale-<n>@example.test" with the given password hash, so any of them can sign in. Activity varies
// per athlete (35% to 85% of days), so that some have sparse and some dense histories.

const CHUNK = 1000;

/** The tables the generator fills, in the order their rows are counted. */
export const SEEDED_TABLES = [
  "users",
  "daily_actions",
  "daily_action_checks",
  "journal_entries",
  "logins",
  "role_goals",
  "objectives",
  "planner_tasks",
  "daily_checkins",
  "breathwork_sessions",
  "relaxation_sessions",
  "concentration_attempts",
  "mindsets",
  "mvps",
] as const;

export const seededEmail = (n: number) => `scale-${n}@example.test`;

async function seedChunk(tx: postgres.TransactionSql, from: number, to: number, passwordHash: string) {
  await tx`set local synchronous_commit = off`;
  // The athletes: zone, sign-up a little over a year ago, and how active they are.
  await tx`create temp table seed_users on commit drop as
    select gen_random_uuid() as id, i as n,
      (array['UTC','America/New_York','Europe/London','America/Los_Angeles','Australia/Sydney','Europe/Berlin'])[1 + i % 6] as tz,
      now() - interval '370 days' - (i % 20) * interval '1 day' as created_at,
      0.35 + (i % 11) / 20.0 as activity
    from generate_series(${from}::int, ${to - 1}::int) as i`;
  await tx`insert into users (id, email, password_hash, name, role, birth_year, gender, sport, years_playing,
      onboarding_completed, onboarding_needed, time_zone, created_at, updated_at)
    select id, 'scale-' || n || '@example.test', ${passwordHash}, 'Athlete ' || n,
      case n % 10 when 9 then 'Coach' when 8 then 'Parent' else 'Athlete' end, 1995 + n % 15,
      (array['female','male','non_binary','prefer-not-to-say'])[1 + n % 4],
      (array['Tennis','Basketball','Soccer','Swimming','Volleyball','Track'])[1 + n % 6], (1 + n % 12)::text,
      true, false, tz, created_at, created_at
    from seed_users order by id`;
  // Every calendar day (in the athlete's zone) since the day after sign-up, today included.
  await tx`create temp table seed_days on commit drop as
    select u.id as user_id, u.n, u.tz, u.activity, d::date as day, extract(dow from d)::int as dow,
      (u.created_at at time zone u.tz)::date as first_day
    from seed_users u,
      generate_series((u.created_at at time zone u.tz)::date + 1, (now() at time zone u.tz)::date, interval '1 day') as d`;

  // Habits: 2 to 5 actions (daily, weekdays, custom MO/WE/FR, weekends), checked on active days.
  await tx`create temp table seed_actions on commit drop as
    select gen_random_uuid() as id, u.id as user_id, u.tz, u.activity, a as ord,
      u.created_at + (a * 3 + 1) * interval '1 day' as created_at
    from seed_users u, generate_series(0, 4) as a where a < 2 + u.n % 4`;
  await tx`insert into daily_actions (id, user_id, action, category, frequency, custom_days, time_of_day, "order",
      created_at, updated_at)
    select id, user_id,
      (array['Stretch for 10 minutes','Visualize the next game','Drink 3 litres of water','Read 10 pages','Ice bath'])[1 + ord],
      (array['Physical Health','Mental Health','Wellness','Personal Development','Physical Health'])[1 + ord],
      (array['daily','daily','weekdays','custom','weekends'])[1 + ord],
      case when ord = 3 then '{MO,WE,FR}'::text[] else '{}'::text[] end,
      (array['morning','evening','anytime','afternoon','morning'])[1 + ord], ord, created_at, created_at
    from seed_actions order by id`;
  await tx`insert into daily_action_checks (action_id, user_id, date, status, note, updated_at)
    select id, user_id, day, case when r < activity then 'completed' else 'pending' end,
      case when r2 < 0.05 then 'Felt strong today' end, (day + time '20:00') at time zone tz
    from (
      select a.id, a.user_id, a.tz, a.activity, d.day, random() as r, random() as r2
      from seed_actions a join seed_days d on d.user_id = a.user_id and d.day >= (a.created_at at time zone a.tz)::date
      where a.ord in (0, 1) or (a.ord = 2 and d.dow between 1 and 5) or (a.ord = 3 and d.dow in (1, 3, 5))
        or (a.ord = 4 and d.dow in (0, 6))
    ) as s
    where r < activity or r2 < 0.03
    order by id, day`;

  // Journals: daily entries on most active days, a weekly one on Sundays, a performance one on Saturdays.
  await tx`insert into journal_entries (user_id, type, date, content, created_at, updated_at)
    select user_id, 'daily', day, jsonb_build_object(
        'wins', jsonb_build_array('Won the first set', 'Hit 80% of first serves'),
        'gratitudes', jsonb_build_array('My coach', 'Healthy legs', 'A good night of sleep'),
        'well', 'Stayed calm after mistakes', 'better', 'Footwork on the backhand side',
        'how', 'Ten minutes of shadow drills before practice',
        'notes', 'Energy ' || (1 + floor(r2 * 10))::int || '/10, slept ' || (6 + floor(r2 * 3))::int || ' hours.'),
      ts, ts
    from (select d.*, random() as r, random() as r2, (d.day + time '21:30') at time zone d.tz as ts from seed_days d) as s
    where r < activity * 0.9
    order by user_id, day`;
  await tx`insert into journal_entries (user_id, type, date, content, created_at, updated_at)
    select user_id, 'weekly', day, jsonb_build_object('goals', 'Serve consistency and fitness',
        'wins', 'Two good matches', 'lessons', 'Reset between points', 'nextFocus', 'Second serve',
        'rating', 1 + floor(r2 * 10)::int),
      ts, ts
    from (select d.*, random() as r, random() as r2, (d.day + time '19:00') at time zone d.tz as ts from seed_days d
      where d.dow = 0) as s
    where r < activity`;
  await tx`insert into journal_entries (user_id, type, date, content, created_at, updated_at)
    select user_id, 'performance', day, jsonb_build_object('event', 'League match',
        'preparation', 'Visualization and warm-up', 'mentalState', 'Focused', 'performance', 'Solid first half',
        'strengths', 'Defence', 'improvements', 'Decision making late', 'nextSteps', 'Film review',
        'performanceRating', 1 + floor(r2 * 10)::int, 'mentalRating', 1 + floor(random() * 10)::int),
      ts, ts
    from (select d.*, random() as r, random() as r2, (d.day + time '22:00') at time zone d.tz as ts from seed_days d
      where d.dow = 6) as s
    where r < activity * 0.7`;

  // Sign-ins on most active days.
  await tx`insert into logins (user_id, method, logged_in_at)
    select user_id, 'password', (day + time '07:00' + r2 * interval '14 hours') at time zone tz
    from (select d.*, random() as r, random() as r2 from seed_days d) as s where r < activity * 0.8
    order by user_id, day`;

  // Planner: three role-goals, an objective per role-goal for most fortnights, daily tasks.
  await tx`create temp table seed_goals on commit drop as
    select gen_random_uuid() as id, u.id as user_id, k, u.created_at + interval '1 day' as created_at
    from seed_users u, generate_series(0, 2) as k`;
  await tx`insert into role_goals (id, user_id, role, goal, created_at, updated_at)
    select id, user_id, (array['Athlete','Student','Teammate'])[1 + k],
      (array['Make the regional team','Keep a B average','Lead the warm-ups'])[1 + k], created_at, created_at
    from seed_goals`;
  await tx`insert into objectives (user_id, role_goal_id, objective, start_date, end_date, completed, created_at, updated_at)
    select g.user_id, g.id, 'Two-week focus ' || ((d.day - d.first_day) / 14), d.day, d.day + 13, random() < 0.6,
      (d.day + time '08:00') at time zone d.tz, (d.day + time '08:00') at time zone d.tz
    from seed_goals g join seed_days d on d.user_id = g.user_id and (d.day - d.first_day) % 14 = 1
    where random() < 0.6`;
  await tx`insert into planner_tasks (user_id, role_goal_id, task, completed, date, created_at, updated_at)
    select user_id, id, (array['Practice serves','Study for the test','Team stretch'])[1 + k], r2 < 0.7, day, ts, ts
    from (select g.id, g.k, d.user_id, d.day, d.activity, random() as r, random() as r2,
        (d.day + time '07:30') at time zone d.tz as ts
      from seed_goals g join seed_days d on d.user_id = g.user_id) as s
    where r < activity * 0.35
    order by user_id, day`;
  await tx`insert into daily_checkins (user_id, date, mood, checked_in_at)
    select user_id, day, 1 + floor(r2 * 10), (day + time '08:00') at time zone tz
    from (select d.*, random() as r, random() as r2 from seed_days d) as s where r < activity * 0.6`;

  // Focus: breathwork on some days, relaxation and concentration games now and then.
  await tx`insert into breathwork_sessions (user_id, preset, completed, duration_seconds, cycles, started_at, created_at)
    select user_id, (array['Box Breathing','4-7-8 Relax','Resonance','Cyclic Sighing'])[1 + floor(r2 * 4)::int],
      r2 < 0.8, seconds, 1 + floor(r2 * 20)::int, started, started + seconds * interval '1 second'
    from (select d.*, random() as r, random() as r2, 60 + floor(random() * 540)::int as seconds,
        (d.day + time '06:30' + random() * interval '12 hours') at time zone d.tz as started from seed_days d) as s
    where r < activity * 0.4`;
  await tx`insert into relaxation_sessions (user_id, duration_minutes, actual_duration_seconds, notes, completed, created_at)
    select user_id, minutes, least(minutes * 60, floor(r2 * minutes * 75)::int), '', r2 >= 0.8,
      (day + time '21:00') at time zone tz
    from (select d.*, random() as r, random() as r2, (array[1, 2, 4])[1 + floor(random() * 3)::int] as minutes
      from seed_days d) as s
    where r < activity * 0.2`;
  await tx`insert into concentration_attempts (user_id, duration_ms, grid_size, created_at)
    select user_id, 15000 + floor(r2 * 165000)::int, (array[4, 5, 6, 8])[1 + floor(random() * 4)::int],
      (day + time '17:00') at time zone tz
    from (select d.*, random() as r, random() as r2 from seed_days d) as s where r < activity * 0.2`;

  // Mindset and MVP for some athletes (the dashboard's starter tasks read them).
  await tx`insert into mindsets (user_id, one_word_focus, affirmations, created_at, updated_at)
    select id, 'Poise', '["I am calm under pressure"]'::jsonb, created_at, created_at from seed_users where n % 2 = 0`;
  await tx`insert into mvps (user_id, mission, vision, principles, created_at, updated_at)
    select id, 'Compete with joy', '["Play college tennis"]'::jsonb, '["Prepare every day"]'::jsonb, created_at, created_at
    from seed_users where n % 3 = 0`;
}

/**
 * Seeds athletes `from` to `to - 1`, a thousand per transaction, then VACUUM ANALYZE (the planner
 * then knows the tables' sizes, as autovacuum would tell it in production).
 */
export async function seedAthletes(
  sql: postgres.Sql,
  from: number,
  to: number,
  passwordHash: string,
  progress: (done: number) => void = () => {},
) {
  for (let start = from; start < to; start += CHUNK) {
    const end = Math.min(to, start + CHUNK);
    await sql.begin((tx) => seedChunk(tx, start, end, passwordHash));
    progress(end);
  }
  await sql`vacuum analyze`;
}

/** The rows of each seeded table. */
export async function rowCounts(sql: postgres.Sql): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES) {
    const [row] = z
      .array(z.object({ count: z.coerce.number() }))
      .parse(await sql.unsafe(`select count(*) from ${table}`));
    counts[table] = row?.count ?? 0;
  }
  return counts;
}
