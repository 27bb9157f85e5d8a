import { IsOptional, IsString, MaxLength } from "class-validator";
import { ArgsType, type ClassType, Field, ObjectType } from "type-graphql";
import { badInput } from "./errors.js";
import { PageArgs, Paginated } from "./paging.js";
import { isUuid } from "./uuid.js";

/**
 * Cursor paging for the lists an integration syncs: products, orders and users (decision 054).
 *
 * A pass reads a list in the order of a key that no edit changes (a product's id, an order's
 * number, a user's uid), each page after the previous page's `endCursor`: a row is where it was
 * however often it is edited meanwhile, so a pass reads every row that existed when it started
 * exactly once. Rows created during the pass may come after the cursor or before it; the next
 * pass, with `updatedAfter` a little before this pass's start, finds them and every later edit.
 *
 * The sort `SYNC` is the key's order; `after` reads only in it. A cursor is base64url of
 * `{"v":1,"list":…,"key":…}`: opaque to clients, checked here (a garbage cursor is BAD_USER_INPUT).
 */

/** The name of the sort that is the cursor's order, the same in every synced list's sort enum. */
export const SYNC_SORT = "SYNC";

/** How long a cursor may be: one key, JSON-wrapped and base64url-encoded. */
const MAX_CURSOR_LENGTH = 512;
const CURSOR_VERSION = 1;

/** A synced list's key: which list the cursor belongs to and what a key value looks like. */
export interface CursorKey<Item, Key extends string | number> {
  /** Named in the cursor, so one list's cursor is refused by another. */
  list: string;
  /** The key of an item: unique, and never changed by an edit. */
  of: (item: Item) => Key;
  /** True for a value this key can have (a cursor is client input). */
  accepts: (value: unknown) => value is Key;
}

export const uuidKey = (value: unknown): value is string => typeof value === "string" && isUuid(value);
export const positiveIntKey = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
export const textKey =
  (maxLength: number) =>
  (value: unknown): value is string =>
    typeof value === "string" && value.length > 0 && value.length <= maxLength;

/** The cursor just after `item`. */
export function cursorAfter<Item, Key extends string | number>(key: CursorKey<Item, Key>, item: Item): string {
  return Buffer.from(JSON.stringify({ v: CURSOR_VERSION, list: key.list, key: key.of(item) })).toString("base64url");
}

/** The key a cursor points after; BAD_USER_INPUT (field `after`) for anything this list did not hand out. */
export function keyOfCursor<Key extends string | number>(key: Pick<CursorKey<never, Key>, "list" | "accepts">, cursor: string): Key {
  const refused = () => badInput("This cursor is not one this list handed out (use a page's endCursor as it is).", { field: "after" });
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw refused();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw refused();
  }
  const { v, list, key: value } = (parsed ?? {}) as { v?: unknown; list?: unknown; key?: unknown };
  if (v !== CURSOR_VERSION || list !== key.list || !key.accepts(value)) throw refused();
  return value;
}

/** What a synced list's service needs of a page request besides its filter. */
export interface CursorRequest {
  after?: string | null;
  skip?: number;
  /** Whether the page is sorted SYNC, the cursor's order. */
  bySyncOrder: boolean;
}

/**
 * Where a cursor page starts: the key after which it reads, or null for a page without `after`.
 * `after` reads in the cursor's order from the cursor on, so another sort or a `skip` with it is
 * refused rather than quietly ignored.
 */
export function cursorStart<Key extends string | number>(key: Pick<CursorKey<never, Key>, "list" | "accepts">, { after, skip = 0, bySyncOrder }: CursorRequest): Key | null {
  if (after == null) return null;
  if (!bySyncOrder) throw badInput(`A page after a cursor is read in the cursor's order: ask for sort: ${SYNC_SORT} with after.`, { field: "sort" });
  if (skip > 0) throw badInput("A page after a cursor starts at the cursor: leave skip at 0 with after.", { field: "skip" });
  return keyOfCursor(key, after);
}

/** The cursor of a page's last item, or null for an empty page and a page not in the cursor's order. */
export function endCursorOf<Item, Key extends string | number>(key: CursorKey<Item, Key>, items: readonly Item[], bySyncOrder: boolean): string | null {
  const last = items.at(-1);
  return bySyncOrder && last !== undefined ? cursorAfter(key, last) : null;
}

/**
 * A synced list's arguments: `Base`'s, then `after`, `skip` and `take`
 * (`@ArgsType() class ProductsArgs extends CursorPageArgs({ take: 20 }, ProductQueryArgs) {}`).
 */
export function CursorPageArgs<TBase extends ClassType>(options: Parameters<typeof PageArgs>[0], Base: TBase = class {} as TBase) {
  @ArgsType()
  class CursorArgs extends Base {
    @Field(() => String, {
      nullable: true,
      description: `Read the items after this cursor (a page's endCursor), in the cursor's order: with sort ${SYNC_SORT} and skip 0.`,
    })
    @IsOptional()
    @IsString()
    @MaxLength(MAX_CURSOR_LENGTH)
    after?: string | null;
  }
  return PageArgs(options, CursorArgs);
}

/** The GraphQL type of a page of a synced list: `items`, `totalItems` and `endCursor`. */
export function CursorPaginated<Item extends object>(itemType: ClassType<Item>) {
  @ObjectType()
  abstract class CursorList extends Paginated(itemType) {
    @Field(() => String, {
      nullable: true,
      description: `The cursor after this page's last item, for the next page's after; null on an empty page and unless sorted ${SYNC_SORT}.`,
    })
    endCursor: string | null;
  }
  return CursorList;
}

/** The `updatedAfter` filter's field description, the same on every synced list. */
export const UPDATED_AFTER_DESCRIPTION =
  "Only items changed strictly after this instant. A sync's next pass passes its previous pass's start, less a margin (docs/api.md, \"Syncing with cursors\").";
