import type { DataSource } from "typeorm";
import type { OrderLimitSettings } from "./orders/order-limits.js";
import { UserService } from "./customers/user.service.js";
import { OrderService } from "./orders/order.service.js";
import { CategoryService } from "./catalog/category.service.js";
import { ProductService } from "./catalog/product.service.js";
import { BannerService } from "./content/banner.service.js";
import { ContactService } from "./content/contact.service.js";
import { SettingsService } from "./settings/settings.service.js";

/** Every domain service, built once per server over one data source. */
export function createServices(
  dataSource: DataSource,
  options: { adminEmails?: readonly string[]; orderLimits?: OrderLimitSettings } = {},
) {
  const categories = new CategoryService(dataSource);
  return {
    categories,
    products: new ProductService(dataSource, categories),
    settings: new SettingsService(dataSource),
    banners: new BannerService(dataSource),
    contact: new ContactService(dataSource),
    users: new UserService(dataSource, options.adminEmails ?? []),
    orders: new OrderService(dataSource, options.orderLimits),
  };
}

export type Services = ReturnType<typeof createServices>;
