CREATE TABLE `player_games` (
	`player_id` text NOT NULL,
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	PRIMARY KEY(`player_id`, `game_id`)
);
--> statement-breakpoint
CREATE INDEX `player_games_game` ON `player_games` (`game_id`);--> statement-breakpoint
CREATE TABLE `player_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`name` text NOT NULL,
	`scopes` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `player_tokens_token_hash` ON `player_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `player_tokens_player` ON `player_tokens` (`player_id`);--> statement-breakpoint
CREATE TABLE `players` (
	`id` text PRIMARY KEY NOT NULL,
	`handle` text NOT NULL,
	`handle_key` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `players_handle_key` ON `players` (`handle_key`);--> statement-breakpoint
CREATE TABLE `rated_games` (
	`game_id` text PRIMARY KEY NOT NULL,
	`rated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ratings` (
	`player_id` text NOT NULL,
	`rules` text NOT NULL,
	`rating` real NOT NULL,
	`rd` real NOT NULL,
	`vol` real NOT NULL,
	`games` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`player_id`, `rules`)
);
--> statement-breakpoint
ALTER TABLE `seats` ADD `player_id` text;