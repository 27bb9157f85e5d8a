/**
 * Addresses inside the admin dashboard. Pages link with these; they never import the area list
 * (adminAreas.ts), which imports every page lazily: that would tie each page into a circle.
 */
import { ADMIN_ROOT } from "../shared/routing/isAdminPath";

/** An area's address: `/admin-dashboard` or `/admin-dashboard/{path}`. */
export function adminHref(path: string): string {
  return path ? `${ADMIN_ROOT}/${path}` : ADMIN_ROOT;
}
