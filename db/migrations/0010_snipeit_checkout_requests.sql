CREATE TABLE `checkout_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`asset_id` integer NOT NULL,
	`qty` integer DEFAULT 1 NOT NULL,
	`canceled_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `checkout_requests_user_idx` ON `checkout_requests` (`user_id`);--> statement-breakpoint
CREATE INDEX `checkout_requests_asset_idx` ON `checkout_requests` (`asset_id`);