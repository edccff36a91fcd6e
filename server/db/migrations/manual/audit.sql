-- The audit log is append-only for the app: UPDATE and DELETE of audit_events raise, but for the two changes the
-- foreign keys make on their own: ON DELETE SET NULL of a deleted actor (only actor_user_id becomes null, the email
-- written at the time stays), and ON DELETE CASCADE of a deleted company (its rows go with it; the company row is
-- already gone when the cascade deletes them). The app never deletes a company or a user today.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.actor_user_id IS NOT NULL AND NEW.actor_user_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.actor_user_id)
      AND (to_jsonb(NEW) - 'actor_user_id') = (to_jsonb(OLD) - 'actor_user_id') THEN
      RETURN NEW;
    END IF;
  ELSIF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
