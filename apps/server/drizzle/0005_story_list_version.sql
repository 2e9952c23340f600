CREATE TABLE "story_list_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "story_list_version_single_row" CHECK ("story_list_version"."id" = 1)
);
