CREATE TABLE `idempotent_answers` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`request_hash` text NOT NULL,
	`answer` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `idempotent_answers_created_at` ON `idempotent_answers` (`created_at`);