import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

export enum ContactMessageStatus {
  NEW = "NEW",
  RESOLVED = "RESOLVED",
}
registerEnumType(ContactMessageStatus, { name: "ContactMessageStatus" });

/** A message sent through the contact form, for the admin's inbox. */
@ObjectType()
@Entity("contact_message")
@Index("IDX_contact_message_status_created", ["status", "createdAt"])
export class ContactMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  email: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 30, nullable: true })
  phone: string | null;

  @Field(() => String)
  @Column("varchar", { length: 150 })
  subject: string;

  @Field(() => String)
  @Column("text")
  message: string;

  @Field(() => ContactMessageStatus)
  @Column("varchar", { length: 10, default: ContactMessageStatus.NEW })
  status: ContactMessageStatus;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
