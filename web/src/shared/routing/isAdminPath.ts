/** The admin area's root path (docs/behaviour.md#screens-and-routes). */
export const ADMIN_ROOT = "/admin-dashboard";

/** True for `/admin-dashboard` and every path under it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_ROOT || pathname.startsWith(`${ADMIN_ROOT}/`);
}
