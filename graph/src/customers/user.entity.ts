import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from "typeorm";

export enum UserRole {
  CUSTOMER = "CUSTOMER",
  ADMIN = "ADMIN",
}
registerEnumType(UserRole, { name: "UserRole", description: "ADMIN may use the admin dashboard and admin operations." });

/** The shop's own record of a signed-in person, keyed by their Firebase uid (docs/behaviour.md#roles). */
@ObjectType()
@Entity("shop_user")
@Index("IDX_shop_user_updated", ["updatedAt", "uid"])
export class User {
  @Field(() => ID)
  @PrimaryColumn("varchar", { length: 128 })
  uid: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 320, nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 100, nullable: true })
  displayName: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 500, nullable: true })
  photoURL: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 30, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  address: string | null;

  /**
   * What the caller's last token said of the email (Firebase verified it: Google sign-in or the
   * emailed link). Not public: `npm run admin -- grant` refuses an unverified email unless forced.
   */
  @Column("boolean", { default: false })
  emailVerified: boolean;

  @Field(() => UserRole)
  @Column("varchar", { length: 10, default: UserRole.CUSTOMER })
  role: UserRole;

  @Field(() => Boolean)
  @Column("boolean", { default: false })
  disabled: boolean;

  /** Order processing, shipped and delivered messages (docs/notifications.md); confirmations and cancellations always go. */
  @Field(() => Boolean, { description: "Whether this customer gets non-essential order messages (processing, shipped, delivered); confirmation and cancellation always go. True by default." })
  @Column("boolean", { default: true })
  nonEssentialMessages: boolean;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @Column("timestamptz", { default: () => "now()" })
  lastSeenAt: Date;

  /**
   * When the record last changed: every write sets it (TypeORM's update does) except a visit that
   * only moves lastSeenAt, which is not a change a sync wants (UserService.recordVisit).
   */
  @Field(() => Date, { description: "When the record last changed; a visit alone (lastSeenAt) does not change it." })
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
