import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from "class-validator";
import { ArgsType, Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { MAX_PAGE_SIZE, MAX_SKIP, Paginated } from "../shared/paging.js";
import { MessageAudience, MessageChannel, NotificationKind, OutgoingMessageStatus } from "./notification-kinds.js";
import type { OutgoingMessage } from "./notification.entities.js";

@ObjectType("NotificationTemplate", { description: "One message the shop sends on one channel: on or off, and its text (docs/notifications.md)." })
export class NotificationTemplateView {
  @Field(() => NotificationKind)
  kind: NotificationKind;

  @Field(() => MessageChannel)
  channel: MessageChannel;

  @Field(() => MessageAudience)
  audience: MessageAudience;

  @Field(() => Boolean)
  enabled: boolean;

  @Field(() => Boolean, { description: "Sent even to a customer who turned off non-essential messages (confirmation, cancellation, owner alerts)." })
  essential: boolean;

  @Field(() => String, { nullable: true, description: "Emails only: the subject's template." })
  subject: string | null;

  @Field(() => String, { description: "The text's template: mustache, e.g. {{orderNumber}}, {{#cashToCollect}}…{{/cashToCollect}}. An email's layout adds the logo, lines, totals and a button." })
  body: string;

  @Field(() => Boolean, { description: "The text is the shop's default." })
  isDefault: boolean;

  @Field(() => [String], { description: "The variables this template may use; inside {{#lines}}…{{/lines}} also name, options, sku, quantity, unitPrice, lineTotal." })
  variables: string[];
}

@ObjectType("NotificationSettings", { description: "Every template, where owner alerts go, and how mail and SMS leave the shop." })
export class NotificationSettingsView {
  @Field(() => [NotificationTemplateView])
  templates: NotificationTemplateView[];

  @Field(() => [String], { description: "Owner alerts by email go here; empty: the shop's contact email." })
  ownerEmails: string[];

  @Field(() => [String], { description: "Owner alerts by SMS go here (8801XXXXXXXXX); empty: none." })
  ownerPhones: string[];

  @Field(() => String, { description: '"smtp" (SMTP_URL is set) or "captured" (kept in Outgoing messages, never sent).' })
  emailDelivery: string;

  @Field(() => String, { description: '"bulksmsbd" (SMS_PROVIDER is set) or "captured".' })
  smsDelivery: string;

  @Field(() => String, { nullable: true, description: "MAIL_FROM, when mail is sent." })
  mailFrom: string | null;
}

@InputType({ description: "A template's switch and text; subject for emails only. Checked: syntax, known variables, lengths (subject 200, email 5,000, SMS 480)." })
export class NotificationTemplateInput {
  @Field(() => NotificationKind)
  kind: NotificationKind;

  @Field(() => MessageChannel)
  channel: MessageChannel;

  @Field(() => Boolean)
  enabled: boolean;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1_000)
  subject?: string | null;

  @Field(() => String)
  @IsString()
  @MaxLength(20_000)
  body: string;
}

@ObjectType("RenderedMessage", { description: "A template rendered with an order; problems say what is wrong with the template (nothing is refused)." })
export class RenderedMessageView {
  @Field(() => String, { nullable: true })
  subject: string | null;

  @Field(() => String)
  text: string;

  @Field(() => String, { nullable: true, description: "The whole email as HTML; null for an SMS." })
  html: string | null;

  @Field(() => [String])
  problems: string[];
}

@ObjectType("OutgoingMessage", { description: "An email or SMS the shop made: sent, captured, waiting or failed (kept 90 days)." })
export class OutgoingMessageView {
  @Field(() => ID)
  id: string;

  @Field(() => MessageChannel)
  channel: MessageChannel;

  @Field(() => MessageAudience)
  audience: MessageAudience;

  @Field(() => NotificationKind)
  kind: NotificationKind;

  @Field(() => String, { description: "An email address, or a phone as 8801XXXXXXXXX." })
  to: string;

  @Field(() => String, { nullable: true })
  subject: string | null;

  @Field(() => String)
  text: string;

  @Field(() => String, { nullable: true })
  html: string | null;

  @Field(() => OutgoingMessageStatus)
  status: OutgoingMessageStatus;

  @Field(() => String, { description: '"smtp", "bulksmsbd" or "captured".' })
  transport: string;

  @Field(() => String, { nullable: true, description: "The last attempt's error." })
  error: string | null;

  @Field(() => ID, { nullable: true })
  orderId: string | null;

  @Field(() => Int, { nullable: true })
  orderNumber: number | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;
}

@ObjectType("OutgoingMessagePage")
export class OutgoingMessagePage extends Paginated(OutgoingMessageView) {}

@ArgsType()
export class OutgoingMessagesArgs {
  @Field(() => MessageChannel, { nullable: true })
  @IsOptional()
  channel?: MessageChannel | null;

  @Field(() => OutgoingMessageStatus, { nullable: true })
  @IsOptional()
  status?: OutgoingMessageStatus | null;

  @Field(() => String, { nullable: true, description: "Part of the recipient, or an order number." })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string | null;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
  @Max(MAX_SKIP)
  skip: number;

  @Field(() => Int, { defaultValue: 20, description: `At most ${MAX_PAGE_SIZE}.` })
  @IsInt()
  @Min(0)
  @Max(MAX_PAGE_SIZE)
  take: number;
}

export const toOutgoingMessageView = (message: OutgoingMessage): OutgoingMessageView => ({
  id: message.id,
  channel: message.channel,
  audience: message.audience,
  kind: message.kind,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  status: message.status,
  transport: message.transport,
  error: message.error,
  orderId: message.orderId,
  orderNumber: message.orderNumber,
  createdAt: message.createdAt,
  sentAt: message.sentAt,
});
