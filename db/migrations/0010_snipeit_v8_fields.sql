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
CREATE INDEX `checkout_requests_asset_idx` ON `checkout_requests` (`asset_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `website` text;--> statement-breakpoint
ALTER TABLE `users` ADD `address` text;--> statement-breakpoint
ALTER TABLE `users` ADD `city` text;--> statement-breakpoint
ALTER TABLE `users` ADD `state` text;--> statement-breakpoint
ALTER TABLE `users` ADD `country` text;--> statement-breakpoint
ALTER TABLE `users` ADD `zip` text;--> statement-breakpoint
ALTER TABLE `users` ADD `locale` text;--> statement-breakpoint
ALTER TABLE `users` ADD `remote` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `vip` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `autoassign_licenses` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `ldap_import` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `two_factor_enrolled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `two_factor_optin` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `start_date` text;--> statement-breakpoint
ALTER TABLE `users` ADD `end_date` text;--> statement-breakpoint
CREATE INDEX `users_website_idx` ON `users` ("website" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_address_idx` ON `users` ("address" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_city_idx` ON `users` ("city" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_state_idx` ON `users` ("state" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_country_idx` ON `users` ("country" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_zip_idx` ON `users` ("zip" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_locale_idx` ON `users` ("locale" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_created_by_idx` ON `users` (`created_by`);--> statement-breakpoint
CREATE INDEX `users_last_login_idx` ON `users` (`last_login`);--> statement-breakpoint
CREATE INDEX `users_remote_idx` ON `users` (`remote`);--> statement-breakpoint
CREATE INDEX `users_vip_idx` ON `users` (`vip`);--> statement-breakpoint
CREATE INDEX `users_autoassign_licenses_idx` ON `users` (`autoassign_licenses`);--> statement-breakpoint
CREATE INDEX `users_ldap_import_idx` ON `users` (`ldap_import`);--> statement-breakpoint
CREATE INDEX `users_two_factor_enrolled_idx` ON `users` (`two_factor_enrolled`);--> statement-breakpoint
CREATE INDEX `users_two_factor_optin_idx` ON `users` (`two_factor_optin`);--> statement-breakpoint
CREATE INDEX `users_start_date_idx` ON `users` (`start_date`);--> statement-breakpoint
CREATE INDEX `users_end_date_idx` ON `users` (`end_date`);--> statement-breakpoint
ALTER TABLE `accessories` ADD `image` text;--> statement-breakpoint
ALTER TABLE `assets` ADD `requests_counter` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `assets` ADD `asset_eol_date` text;--> statement-breakpoint
ALTER TABLE `assets` ADD `custom_values` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX `assets_requests_counter_idx` ON `assets` (`requests_counter`);--> statement-breakpoint
CREATE INDEX `assets_asset_eol_date_idx` ON `assets` (`asset_eol_date`);--> statement-breakpoint
CREATE INDEX `asset_maintenances_created_by_idx` ON `asset_maintenances` (`created_by`);--> statement-breakpoint
-- People search covers Snipe-IT v8's searched user columns too (address, city, state, country, zip,
-- website, locale): the trigram index of 0005 is rebuilt with them, its triggers with it.
DROP TRIGGER `users_search_insert`;--> statement-breakpoint
DROP TRIGGER `users_search_delete`;--> statement-breakpoint
DROP TRIGGER `users_search_update`;--> statement-breakpoint
DROP TABLE `users_search`;--> statement-breakpoint
CREATE VIRTUAL TABLE `users_search` USING fts5(
	`first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `address`, `city`, `state`, `country`, `zip`, `website`, `locale`, `full_name`,
	tokenize='trigram'
);--> statement-breakpoint
INSERT INTO `users_search` (rowid, `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `address`, `city`, `state`, `country`, `zip`, `website`, `locale`, `full_name`)
	SELECT id, first_name, last_name, username, email, phone, jobtitle, employee_num, notes, address, city, state, country, zip, website, locale, first_name || ' ' || coalesce(last_name, '') FROM `users`;
--> statement-breakpoint
CREATE TRIGGER `users_search_insert` AFTER INSERT ON `users` BEGIN
	INSERT INTO `users_search` (rowid, `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `address`, `city`, `state`, `country`, `zip`, `website`, `locale`, `full_name`)
	VALUES (new.id, new.first_name, new.last_name, new.username, new.email, new.phone, new.jobtitle, new.employee_num, new.notes, new.address, new.city, new.state, new.country, new.zip, new.website, new.locale, new.first_name || ' ' || coalesce(new.last_name, ''));
END;--> statement-breakpoint
CREATE TRIGGER `users_search_delete` AFTER DELETE ON `users` BEGIN
	DELETE FROM `users_search` WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `users_search_update` AFTER UPDATE OF `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `address`, `city`, `state`, `country`, `zip`, `website`, `locale` ON `users` BEGIN
	DELETE FROM `users_search` WHERE rowid = old.id;
	INSERT INTO `users_search` (rowid, `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `address`, `city`, `state`, `country`, `zip`, `website`, `locale`, `full_name`)
	VALUES (new.id, new.first_name, new.last_name, new.username, new.email, new.phone, new.jobtitle, new.employee_num, new.notes, new.address, new.city, new.state, new.country, new.zip, new.website, new.locale, new.first_name || ' ' || coalesce(new.last_name, ''));
END;
