CREATE TABLE `commitment_uses` (
	`commitment_id` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`used_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `commitments` (
	`id` text PRIMARY KEY NOT NULL,
	`seed` text NOT NULL,
	`seed_commitment` text NOT NULL,
	`issued_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `commitments_expires_at` ON `commitments` (`expires_at`);