import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { pageCost, pageSizeArg } from "../api/limits.js";
import { AdminOnly, Public, SignedIn } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { appActor } from "../audit/audit.service.js";
import { checkedNote } from "./order-admin.service.js";
import { statusNoteArgs } from "./order-admin.types.js";
import { Order, OrderStatus } from "./order.entity.js";
import type { OrderViewer } from "./order.service.js";
import { CartQuote, MyOrdersArgs, OrderAccessInput, OrderList, PlaceOrderInput, PlacedOrder, QuoteCartInput } from "./order.types.js";
import { toCartQuote } from "./order.views.js";
import { unauthenticated } from "../shared/errors.js";

async function viewer(ctx: RequestContext, id?: string, guestToken?: string | null): Promise<OrderViewer> {
  const user = await ctx.currentUser();
  return { user, guestTokens: id && guestToken ? new Map([[id, guestToken]]) : undefined };
}

/** The admin, or the app, behind an @AdminOnly order write, as the order service's viewer. */
export async function staffViewer(ctx: RequestContext): Promise<OrderViewer> {
  const app = await ctx.currentApp();
  return app ? { user: null, app: appActor(app) } : { user: await ctx.currentUser() };
}

@Resolver(() => Order)
export class OrderResolver {
  @Public()
  @Query(() => CartQuote, { description: "Price the cart as the server will charge it: lines, subtotal, shipping, total." })
  async quoteCart(@Arg("input", () => QuoteCartInput) input: QuoteCartInput, @Ctx() ctx: RequestContext) {
    return toCartQuote(await ctx.services.orders.quote(input.lines, { zone: input.deliveryZone, district: input.district }));
  }

  @Public()
  @Mutation(() => PlacedOrder, {
    description: "Place an order (cash on delivery). Prices and stock are the server's; OUT_OF_STOCK names the lines.",
  })
  async placeOrder(@Arg("input", () => PlaceOrderInput) input: PlaceOrderInput, @Ctx() ctx: RequestContext) {
    return ctx.services.orders.place(input, await ctx.currentUser(), { requireEmail: true, clientIp: ctx.clientIp });
  }

  @Public()
  @Query(() => Order, { description: "An order: its customer's, an admin's, or a guest's with its token. NOT_FOUND otherwise." })
  async order(
    @Arg("id", () => ID) id: string,
    @Arg("guestToken", () => String, { nullable: true }) guestToken: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.orders.findForViewer(id, await viewer(ctx, id, guestToken));
  }

  @SignedIn()
  @Query(() => OrderList, {
    description: "The signed-in customer's orders, newest first.",
    complexity: pageCost({ size: pageSizeArg(10) }),
  })
  async myOrders(@Args(() => MyOrdersArgs) args: MyOrdersArgs, @Ctx() ctx: RequestContext) {
    const user = await ctx.currentUser();
    if (!user) throw unauthenticated();
    return ctx.services.orders.listForCustomer(user.uid, args);
  }

  @SignedIn()
  @Mutation(() => Int, {
    description:
      "Make the guest orders placed with your verified email yours; returns how many. Safe to repeat (the web calls it after each sign-in); 0 while the email is not verified.",
  })
  async claimGuestOrders(@Ctx() ctx: RequestContext) {
    const caller = await ctx.currentCaller();
    if (!caller) throw unauthenticated();
    return caller.emailVerified ? ctx.services.orders.attachGuestOrders(caller.user) : 0;
  }

  @Public()
  @Query(() => [Order], {
    description: "Guest orders placed from this browser, by their tokens; wrong tokens are left out.",
    complexity: pageCost({ size: (args) => (Array.isArray(args.access) ? args.access.length : 1) }),
  })
  guestOrders(@Arg("access", () => [OrderAccessInput]) access: OrderAccessInput[], @Ctx() ctx: RequestContext) {
    return ctx.services.orders.listForGuest(new Map(access.map((a) => [a.id, a.token])));
  }

  @Public()
  @Mutation(() => Order, { description: "Cancel your order while it is PENDING; the stock goes back." })
  async cancelOrder(
    @Arg("id", () => ID) id: string,
    @Arg("guestToken", () => String, { nullable: true }) guestToken: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    // Only the order's own customer or guest; admins use setOrderStatus.
    return ctx.services.orders.changeStatus(id, OrderStatus.CANCELLED, await viewer(ctx, id, guestToken), { asOwner: true });
  }

  @AdminOnly({ scope: AppScope.WRITE_ORDERS })
  @Mutation(() => Order, { description: "Move an order along PENDING → PROCESSING → SHIPPED → DELIVERED, or cancel it (admin)." })
  async setOrderStatus(
    @Arg("id", () => ID) id: string,
    @Arg("status", () => OrderStatus) status: OrderStatus,
    @Arg("note", () => String, statusNoteArgs.note) note: string | null,
    @Arg("customerNote", () => String, statusNoteArgs.customerNote) customerNote: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    const notes = { note: checkedNote(note), customerNote: checkedNote(customerNote, "customerNote") };
    return ctx.services.orders.changeStatus(id, status, await staffViewer(ctx), { notes });
  }
}
