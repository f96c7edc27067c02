CREATE TABLE `webhook_notifications` (
	`key` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL,
	`wake_at` integer NOT NULL,
	`expanded_at` integer
);
--> statement-breakpoint
CREATE INDEX `webhook_notifications_wake` ON `webhook_notifications` (`wake_at`);