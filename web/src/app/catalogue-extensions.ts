import { adminCardSlots } from '../admin/card-slots';
import type { CatalogueExtensions } from '../catalogue/extensions';
import { useMarks } from '../community/use-marks';
import { downloadSlots } from '../downloads/card-slots';

/** The other areas' parts of the catalogue's lists: marks on tiles, downloads and admin edits. */
export const catalogueExtensions: CatalogueExtensions = {
  useMarks,
  downloads: downloadSlots,
  admin: adminCardSlots,
};
