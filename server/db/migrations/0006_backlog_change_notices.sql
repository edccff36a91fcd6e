-- Every committed change to what the feature list shows (features, their mentions, the names of assignees) sends a
-- `backlog_changed` notification with the company's id, once per company and transaction. The server's response
-- cache (server/db/backlog-changes.ts) drops that company's cached lists when it arrives.
CREATE FUNCTION notify_backlog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('backlog_changed', company_id::text) FROM (SELECT DISTINCT company_id FROM changed_rows) AS companies;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER features_inserted AFTER INSERT ON features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_backlog_changed();
--> statement-breakpoint
CREATE TRIGGER features_updated AFTER UPDATE ON features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_backlog_changed();
--> statement-breakpoint
CREATE TRIGGER features_deleted AFTER DELETE ON features REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_backlog_changed();
--> statement-breakpoint
CREATE TRIGGER mentions_inserted AFTER INSERT ON mentions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_backlog_changed();
--> statement-breakpoint
CREATE TRIGGER mentions_updated AFTER UPDATE ON mentions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_backlog_changed();
--> statement-breakpoint
CREATE TRIGGER mentions_deleted AFTER DELETE ON mentions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_backlog_changed();
--> statement-breakpoint
CREATE TRIGGER users_updated AFTER UPDATE ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_backlog_changed();
