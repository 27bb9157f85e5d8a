import { toMajor } from "@shop/common";
import type { PricedCartLine } from "./cart-pricing.js";
import type { Quote } from "./order.service.js";
import type { CartQuote, QuoteLine } from "./order.types.js";

function toQuoteLine(line: PricedCartLine): QuoteLine {
  return {
    productId: line.productId,
    name: line.name,
    slug: line.slug,
    image: line.image,
    color: line.color,
    size: line.size,
    quantity: line.quantity,
    available: line.available,
    unitPrice: toMajor(line.unitPriceMinor),
    discount: line.discount,
    finalUnitPrice: toMajor(line.finalUnitPriceMinor),
    lineTotal: toMajor(line.lineTotalMinor),
    shippingCost: toMajor(line.shippingCostMinor),
    problem: line.problem,
  };
}

export function toCartQuote(quote: Quote): CartQuote {
  return {
    lines: quote.lines.map(toQuoteLine),
    subtotal: toMajor(quote.subtotalMinor),
    shipping: toMajor(quote.shippingMinor),
    total: toMajor(quote.totalMinor),
    currency: quote.currency,
    deliveryZone: quote.deliveryZone,
    orderable: quote.orderable,
  };
}
