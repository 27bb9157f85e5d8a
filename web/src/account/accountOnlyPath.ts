import { isAdminPath } from "../shared/routing/isAdminPath";

/** Pages only a signed-in person may see: signing out there goes home instead of to /login. */
export function isAccountOnlyPath(pathname: string): boolean {
  return pathname === "/my-profile" || pathname === "/update-profile" || isAdminPath(pathname);
}
