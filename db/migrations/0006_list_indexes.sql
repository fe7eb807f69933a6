DROP INDEX `locations_name_idx`;--> statement-breakpoint
CREATE INDEX `locations_address_idx` ON `locations` ("address" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `locations_address2_idx` ON `locations` ("address2" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `locations_city_idx` ON `locations` ("city" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `locations_state_idx` ON `locations` ("state" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `locations_country_idx` ON `locations` ("country" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `locations_zip_idx` ON `locations` ("zip" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `locations_phone_idx` ON `locations` ("phone" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `locations_fax_idx` ON `locations` ("fax" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `locations_currency_idx` ON `locations` ("currency" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `locations_ldap_ou_idx` ON `locations` ("ldap_ou" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `locations_updated_at_idx` ON `locations` (`updated_at`);--> statement-breakpoint
CREATE INDEX `locations_name_idx` ON `locations` ("name" COLLATE NOCASE);--> statement-breakpoint
DROP INDEX `suppliers_name_idx`;--> statement-breakpoint
CREATE INDEX `suppliers_contact_idx` ON `suppliers` ("contact" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_phone_idx` ON `suppliers` ("phone" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_fax_idx` ON `suppliers` ("fax" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_email_idx` ON `suppliers` ("email" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_url_idx` ON `suppliers` ("url" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_address_idx` ON `suppliers` ("address" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_address2_idx` ON `suppliers` ("address2" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_city_idx` ON `suppliers` ("city" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_state_idx` ON `suppliers` ("state" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_country_idx` ON `suppliers` ("country" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_zip_idx` ON `suppliers` ("zip" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_notes_idx` ON `suppliers` ("notes" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `suppliers_updated_at_idx` ON `suppliers` (`updated_at`);--> statement-breakpoint
CREATE INDEX `suppliers_name_idx` ON `suppliers` ("name" COLLATE NOCASE);--> statement-breakpoint
DROP INDEX `users_username_idx`;--> statement-breakpoint
DROP INDEX `users_email_idx`;--> statement-breakpoint
CREATE INDEX `users_first_name_idx` ON `users` ("first_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_last_name_idx` ON `users` ("last_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_phone_idx` ON `users` ("phone" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_jobtitle_idx` ON `users` ("jobtitle" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_employee_num_idx` ON `users` ("employee_num" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_role_type_idx` ON `users` ("role_type" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_manager_id_idx` ON `users` (`manager_id`);--> statement-breakpoint
CREATE INDEX `users_activated_idx` ON `users` (`activated`);--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_updated_at_idx` ON `users` (`updated_at`);--> statement-breakpoint
CREATE INDEX `users_username_idx` ON `users` ("username" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_email_idx` ON `users` ("email" COLLATE NOCASE);--> statement-breakpoint
DROP INDEX `assets_itemtype_idx`;--> statement-breakpoint
DROP INDEX `assets_order_number_idx`;--> statement-breakpoint
CREATE INDEX `assets_customer_tag_id_idx` ON `assets` ("customer_tag_id" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `assets_purchase_order_idx` ON `assets` ("purchase_order" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `assets_purchase_cost_idx` ON `assets` (`purchase_cost`);--> statement-breakpoint
CREATE INDEX `assets_warranty_months_idx` ON `assets` (`warranty_months`);--> statement-breakpoint
CREATE INDEX `assets_requestable_idx` ON `assets` (`requestable`);--> statement-breakpoint
CREATE INDEX `assets_byod_idx` ON `assets` (`byod`);--> statement-breakpoint
CREATE INDEX `assets_last_audit_date_idx` ON `assets` (`last_audit_date`);--> statement-breakpoint
CREATE INDEX `assets_expected_checkin_idx` ON `assets` (`expected_checkin`);--> statement-breakpoint
CREATE INDEX `assets_checkout_counter_idx` ON `assets` (`checkout_counter`);--> statement-breakpoint
CREATE INDEX `assets_checkin_counter_idx` ON `assets` (`checkin_counter`);--> statement-breakpoint
CREATE INDEX `assets_itemtype_idx` ON `assets` ("itemtype" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `assets_order_number_idx` ON `assets` ("order_number" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `asset_maintenances_title_idx` ON `asset_maintenances` ("title" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `asset_maintenances_asset_maintenance_type_idx` ON `asset_maintenances` ("asset_maintenance_type" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `asset_maintenances_start_date_idx` ON `asset_maintenances` (`start_date`);--> statement-breakpoint
CREATE INDEX `asset_maintenances_completion_date_idx` ON `asset_maintenances` (`completion_date`);--> statement-breakpoint
CREATE INDEX `asset_maintenances_cost_idx` ON `asset_maintenances` (`cost`);--> statement-breakpoint
CREATE INDEX `asset_maintenances_is_warranty_idx` ON `asset_maintenances` (`is_warranty`);--> statement-breakpoint
CREATE INDEX `asset_maintenances_updated_at_idx` ON `asset_maintenances` (`updated_at`);