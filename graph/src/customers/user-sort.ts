/** The orders of the admin's customers table; ties break on uid so pages never overlap. */
export enum UserSort {
  NEWEST = "NEWEST",
  OLDEST = "OLDEST",
  NAME_ASC = "NAME_ASC",
  NAME_DESC = "NAME_DESC",
  EMAIL_ASC = "EMAIL_ASC",
  EMAIL_DESC = "EMAIL_DESC",
  LAST_SEEN_DESC = "LAST_SEEN_DESC",
  LAST_SEEN_ASC = "LAST_SEEN_ASC",
  ORDERS_DESC = "ORDERS_DESC",
  ORDERS_ASC = "ORDERS_ASC",
  SPENT_DESC = "SPENT_DESC",
  SPENT_ASC = "SPENT_ASC",
  /** By uid: the cursor's order (shared/cursor-paging.ts). */
  SYNC = "SYNC",
}
