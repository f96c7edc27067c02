CREATE TABLE `saved_folds` (
	`game_id` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`build` text NOT NULL,
	`body` text NOT NULL
);
