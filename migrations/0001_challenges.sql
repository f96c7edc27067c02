CREATE TABLE `challenge_entries` (
	`challenge_id` text NOT NULL,
	`handle_key` text NOT NULL,
	`name` text NOT NULL,
	`game_id` text NOT NULL,
	`entered_at` integer NOT NULL,
	PRIMARY KEY(`challenge_id`, `handle_key`)
);
--> statement-breakpoint
ALTER TABLE `games` ADD `challenge_id` text;