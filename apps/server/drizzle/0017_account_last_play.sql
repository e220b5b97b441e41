-- Staff's accounts list sorts and pages by an account's latest play (issue 30): it is kept on the account, so
-- neither the list nor its order reads player_activity per account. Statement triggers keep it in the
-- writing statement's transaction, wherever play is written (the game's uploads, the demo and scale seeds):
-- one update per statement from its transition table, so a bulk insert of play costs one join, not a
-- trigger per row. Play only grows by inserts; a delete (of play or of a player) recomputes the accounts it
-- touched from what is left.
ALTER TABLE "accounts" ADD COLUMN "last_play_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_last_play_at_id_idx" ON "accounts" USING btree ("last_play_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE FUNCTION account_last_play(account integer) RETURNS timestamp with time zone
LANGUAGE sql STABLE AS $$
  SELECT max(latest.at) FROM players p
  CROSS JOIN LATERAL (SELECT pa.period_datetime AS at FROM player_activity pa WHERE pa.player_id = p.id
                      ORDER BY pa.period_datetime DESC LIMIT 1) latest
  WHERE p.account_id = account
$$;--> statement-breakpoint
CREATE FUNCTION accounts_play_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts a SET last_play_at = added.at
  FROM (SELECT p.account_id, max(n.period_datetime) AS at FROM new_play n JOIN players p ON p.id = n.player_id
        GROUP BY p.account_id) added
  WHERE a.id = added.account_id AND (a.last_play_at IS NULL OR a.last_play_at < added.at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION accounts_play_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts a SET last_play_at = account_last_play(a.id)
  WHERE a.id IN (SELECT p.account_id FROM old_play o JOIN players p ON p.id = o.player_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION accounts_players_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts a SET last_play_at = account_last_play(a.id)
  WHERE a.id IN (SELECT account_id FROM old_players);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER player_activity_added AFTER INSERT ON player_activity
  REFERENCING NEW TABLE AS new_play FOR EACH STATEMENT EXECUTE FUNCTION accounts_play_added();--> statement-breakpoint
CREATE TRIGGER player_activity_moved AFTER UPDATE ON player_activity
  REFERENCING OLD TABLE AS old_play FOR EACH STATEMENT EXECUTE FUNCTION accounts_play_removed();--> statement-breakpoint
CREATE TRIGGER player_activity_moved_in AFTER UPDATE ON player_activity
  REFERENCING NEW TABLE AS new_play FOR EACH STATEMENT EXECUTE FUNCTION accounts_play_added();--> statement-breakpoint
CREATE TRIGGER player_activity_removed AFTER DELETE ON player_activity
  REFERENCING OLD TABLE AS old_play FOR EACH STATEMENT EXECUTE FUNCTION accounts_play_removed();--> statement-breakpoint
CREATE TRIGGER players_removed AFTER DELETE ON players
  REFERENCING OLD TABLE AS old_players FOR EACH STATEMENT EXECUTE FUNCTION accounts_players_removed();--> statement-breakpoint
UPDATE accounts SET last_play_at = account_last_play(id);
