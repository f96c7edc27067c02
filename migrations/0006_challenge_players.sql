ALTER TABLE `challenge_entries` ADD `player_id` text;--> statement-breakpoint
CREATE INDEX `challenge_entries_player` ON `challenge_entries` (`player_id`);