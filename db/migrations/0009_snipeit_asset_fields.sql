ALTER TABLE `assets` ADD `requests_counter` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `assets` ADD `asset_eol_date` text;--> statement-breakpoint
ALTER TABLE `assets` ADD `custom_values` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX `assets_requests_counter_idx` ON `assets` (`requests_counter`);--> statement-breakpoint
CREATE INDEX `assets_asset_eol_date_idx` ON `assets` (`asset_eol_date`);