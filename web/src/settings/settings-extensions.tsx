import { detailTab, type ResourceExtensions } from '../resources/extensions/resource-extensions';
import { FieldsetFields } from './fieldset-fields';

/** Settings screens beyond the generic ones: a field set's fields; escalations open on their detail. */
export const settingsExtensions: ResourceExtensions = {
  fieldsets: { tabs: [detailTab('fields', 'fieldsetFields.title', (row) => <FieldsetFields fieldset={row} />)] },
  escalations: { detailFirst: true },
};
