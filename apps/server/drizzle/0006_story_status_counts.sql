-- story_status_counts holds how many stories have each status, so the feed's total is one row read.
-- Statement-level triggers with transition tables keep it exact for bulk inserts and deletes
-- (seeding, a user's stories removed with the account) at the cost of one update per statement;
-- a status change is counted by a row trigger that fires only when the status really changes, so
-- the frequent view and like updates never touch the counts row.
INSERT INTO story_status_counts (status, count)
  SELECT s.status, (SELECT count(*) FROM stories WHERE stories.status = s.status)
  FROM unnest(enum_range(NULL::story_status)) AS s(status);--> statement-breakpoint
CREATE FUNCTION storybook_count_inserted_stories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE story_status_counts c SET count = c.count + n.added
    FROM (SELECT status, count(*) AS added FROM new_stories GROUP BY status) n
    WHERE c.status = n.status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION storybook_count_deleted_stories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE story_status_counts c SET count = c.count - o.removed
    FROM (SELECT status, count(*) AS removed FROM old_stories GROUP BY status) o
    WHERE c.status = o.status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION storybook_count_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE story_status_counts SET count = count - 1 WHERE status = OLD.status;
  UPDATE story_status_counts SET count = count + 1 WHERE status = NEW.status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION storybook_clear_story_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE story_status_counts SET count = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stories_count_inserted AFTER INSERT ON stories
  REFERENCING NEW TABLE AS new_stories FOR EACH STATEMENT EXECUTE FUNCTION storybook_count_inserted_stories();--> statement-breakpoint
CREATE TRIGGER stories_count_deleted AFTER DELETE ON stories
  REFERENCING OLD TABLE AS old_stories FOR EACH STATEMENT EXECUTE FUNCTION storybook_count_deleted_stories();--> statement-breakpoint
CREATE TRIGGER stories_count_status_change AFTER UPDATE OF status ON stories
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION storybook_count_status_change();--> statement-breakpoint
CREATE TRIGGER stories_count_truncated AFTER TRUNCATE ON stories
  FOR EACH STATEMENT EXECUTE FUNCTION storybook_clear_story_counts();
