CREATE TABLE `seed_chain_start` (
	`id` integer PRIMARY KEY NOT NULL,
	`start_date` text NOT NULL,
	`fixed_at` integer NOT NULL
);
