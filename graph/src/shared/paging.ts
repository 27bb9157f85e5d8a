import { IsInt, Max, Min } from "class-validator";
import { ArgsType, type ClassType, Field, Int, ObjectType } from "type-graphql";
import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";

/**
 * Paged lists, one way for all of them (decision 045): `skip` and `take` arguments with the same
 * bounds, a `{ items, totalItems }` answer, and one query that reads both.
 */

/** The most items one page may hold. */
export const MAX_PAGE_SIZE = 100;
/** The furthest a page may start: the database reads, then drops, every row it skips. */
export const MAX_SKIP = 1_000_000;

/** Where a page starts and how many items it holds. */
export interface PageRequest {
  skip: number;
  take: number;
}

/** One page of a list and how many items the whole list has. */
export interface Page<T> {
  items: T[];
  totalItems: number;
}

interface PageArgsOptions {
  /** `take` when the caller leaves it out. */
  take: number;
  /** `take`'s description in the schema. */
  takeDescription?: string;
}

/**
 * A list's arguments followed by `skip` and `take` (type-graphql's mixin pattern: the page
 * arguments come after `Base`'s in the schema). Use as
 * `@ArgsType() class UsersArgs extends PageArgs({ take: 20 }, UserQueryArgs) {}`.
 */
export function PageArgs<TBase extends ClassType>(options: PageArgsOptions, Base: TBase = class {} as TBase) {
  @ArgsType()
  class PagedArgs extends Base implements PageRequest {
    @Field(() => Int, { defaultValue: 0 })
    @IsInt()
    @Min(0)
    @Max(MAX_SKIP)
    skip: number;

    @Field(() => Int, { defaultValue: options.take, description: options.takeDescription })
    @IsInt()
    @Min(0)
    @Max(MAX_PAGE_SIZE)
    take: number;
  }
  return PagedArgs;
}

/** The GraphQL type of a page of `Item`s: `@ObjectType() class UserList extends Paginated(User) {}`. */
export function Paginated<Item extends object>(itemType: ClassType<Item>) {
  @ObjectType()
  abstract class PaginatedList implements Page<Item> {
    @Field(() => [itemType])
    items: Item[];

    @Field(() => Int)
    totalItems: number;
  }
  return PaginatedList;
}

/** One page of what `query` selects (in its order) and how many rows it matches in all; `take` 0 reads only the count. */
export async function pageOf<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, { skip, take }: PageRequest): Promise<Page<T>> {
  const [items, totalItems] = await Promise.all([take > 0 ? query.clone().offset(skip).limit(take).getMany() : [], query.getCount()]);
  return { items, totalItems };
}
