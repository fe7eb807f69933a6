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
CREATE INDEX `asset_maintenances_created_by_idx` ON `asset_maintenances` (`created_by`);