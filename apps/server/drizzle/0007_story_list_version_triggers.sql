-- story_list_version.version goes up with every change to which stories are listed or what their
-- cards say: the count triggers of 0006 (insert, delete, status change, truncate) bump it, and so
-- does an update of a card's text or picture. View and like counters leave it alone: cached pages
-- refresh those after a few seconds anyway.
INSERT INTO story_list_version (id, version) VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION storybook_bump_story_list_version() RETURNS void LANGUAGE sql AS $$
  UPDATE story_list_version SET version = version + 1 WHERE id = 1;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION storybook_count_inserted_stories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE story_status_counts c SET count = c.count + n.added
    FROM (SELECT status, count(*) AS added FROM new_stories GROUP BY status) n
    WHERE c.status = n.status;
  PERFORM storybook_bump_story_list_version();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION storybook_count_deleted_stories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE story_status_counts c SET count = c.count - o.removed
    FROM (SELECT status, count(*) AS removed FROM old_stories GROUP BY status) o
    WHERE c.status = o.status;
  PERFORM storybook_bump_story_list_version();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION storybook_count_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE story_status_counts SET count = count - 1 WHERE status = OLD.status;
  UPDATE story_status_counts SET count = count + 1 WHERE status = NEW.status;
  PERFORM storybook_bump_story_list_version();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION storybook_clear_story_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE story_status_counts SET count = 0;
  PERFORM storybook_bump_story_list_version();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION storybook_story_card_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM storybook_bump_story_list_version();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stories_card_changed AFTER UPDATE OF title, content, tag, thumbnail, publishing_date, user_id ON stories
  FOR EACH STATEMENT EXECUTE FUNCTION storybook_story_card_changed();
