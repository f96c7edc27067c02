CREATE TABLE `events` (
	`game_id` text NOT NULL,
	`seq` integer NOT NULL,
	`type` text NOT NULL,
	`data` text NOT NULL,
	`actor` integer,
	`at` integer NOT NULL,
	`move_id` text,
	PRIMARY KEY(`game_id`, `seq`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_game_move_id` ON `events` (`game_id`,`move_id`) WHERE "events"."move_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`rules` text NOT NULL,
	`rules_version` integer NOT NULL,
	`status` text NOT NULL,
	`version` integer NOT NULL,
	`players` text NOT NULL,
	`sandbox` integer NOT NULL,
	`seed_commitment` text NOT NULL,
	`seed` text NOT NULL,
	`standings` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `games_rules_status` ON `games` (`rules`,`status`);--> statement-breakpoint
CREATE TABLE `seats` (
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	PRIMARY KEY(`game_id`, `seat`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `seats_token_hash` ON `seats` (`token_hash`);