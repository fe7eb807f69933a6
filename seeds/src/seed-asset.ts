import type { EquipmentKind } from './data/asset-data.js';

/** An asset as the work-order seed reads it: where it stands and what kind of equipment it is. */
export interface Asset {
  id: number;
  name: string;
  location: number | null;
  model: string;
  category: string;
  category_id: number;
  kind: EquipmentKind;
}
