import { slugify, toMinor } from "@shop/common";
import type { BannerService } from "../../content/banner.service.js";
import type { SettingsService } from "../../settings/settings.service.js";
import { privacyPolicyTemplate } from "../../settings/privacy-policy-template.js";
import type { CategoryService } from "../category.service.js";
import { ProductStatus } from "../product.entity.js";
import type { ProductImageValue, ProductService } from "../product.service.js";
import { demoCategories, demoColors } from "./demo-catalog.js";
import { localStorage, type FileStorage } from "../../uploads/storage.js";
import { seedDemoBanners } from "./demo-banners.js";
import { demoProductSvg, writeDemoImage } from "./demo-images.js";

/** A small deterministic generator, so every fresh demo shop looks the same. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    between: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const discounts = [0, 0, 0, 5, 10, 10, 15, 20, 25, 30, 12.5];

/** The services seeding writes through (the ones the admin uses), so it needs no composition root. */
export interface DemoSeedServices {
  products: ProductService;
  categories: CategoryService;
  banners: BannerService;
  settings: SettingsService;
}

export interface SeedResult {
  seeded: boolean;
  categories: number;
  products: number;
}

/**
 * Create the demo catalog through the same services the admin uses, unless the shop
 * already has products. Product images are drawn as SVG files under `uploadsDir/demo`; the
 * banners' pictures, composed from them, go through the upload pipeline into `storage`
 * (the shop's image storage; by default its uploads folder).
 */
export async function seedDemoCatalog(
  services: DemoSeedServices,
  uploadsDir: string,
  storage: FileStorage = localStorage(uploadsDir),
): Promise<SeedResult> {
  const existing = await services.products.list({ take: 1 });
  const existingDrafts = await services.products.list({ take: 1, status: ProductStatus.DRAFT });
  if (existing.totalItems > 0 || existingDrafts.totalItems > 0) {
    return { seeded: false, categories: 0, products: 0 };
  }

  const rnd = random(20_261_122);
  let products = 0;
  for (const [index, demo] of demoCategories.entries()) {
    const coverColor = demoColors[index % demoColors.length] ?? demoColors[0]!;
    const firstSub = demo.subCategories[0]!;
    const categoryImage = await writeDemoImage(
      uploadsDir,
      `category-${slugify(demo.name)}.svg`,
      demoProductSvg(demo.name, firstSub.shape, coverColor.hex, 0),
    );
    const category = await services.categories.create({
      name: demo.name,
      image: categoryImage,
      subCategories: demo.subCategories.map((s) => s.name),
      sortOrder: index,
    });

    for (const sub of demo.subCategories) {
      for (const itemName of sub.items) {
        products++;
        const colors = [...new Set([rnd.pick(demoColors), rnd.pick(demoColors), rnd.pick(demoColors)])].slice(
          0,
          rnd.between(1, 3),
        );
        const slug = slugify(itemName);
        // One picture per colour, drawn in it and tied to it: the product page shows the chosen colour's.
        const images: ProductImageValue[] = [];
        for (const [i, color] of colors.entries()) {
          images.push({
            url: await writeDemoImage(uploadsDir, `${slug}-${i + 1}.svg`, demoProductSvg(itemName, sub.shape, color.hex, i * 6 - 6)),
            color: color.name,
          });
        }
        const soldOut = rnd.chance(0.08);
        const variants = colors.flatMap((color) =>
          sub.sizes.map((size, s) => ({
            color: color.name,
            size,
            // Larger sizes cost a little more, added before the discount.
            additionalPriceMinor: s >= 3 || /XL|King|Large|100 ml/.test(size) ? toMinor(rnd.pick([50, 100, 150])) : 0,
            stock: soldOut ? 0 : rnd.chance(0.15) ? 0 : rnd.between(1, 25),
          })),
        );
        const price = Math.round(rnd.between(sub.priceRange[0], sub.priceRange[1]) / 10) * 10 - 1;
        const brand = rnd.pick(demo.brands);
        await services.products.create({
          name: itemName,
          description:
            `<p>The ${itemName.toLowerCase()} from ${brand}: made for everyday wear and easy care.</p>` +
            `<ul><li>Carefully finished by hand</li><li>Available in ${colors.map((c) => c.name).join(", ")}</li></ul>`,
          priceMinor: toMinor(price),
          discount: rnd.pick(discounts),
          categoryId: category.id,
          subCategory: sub.name,
          images,
          brand,
          sku: `${slugify(demo.name).slice(0, 3).toUpperCase()}-${String(products).padStart(4, "0")}`,
          shippingCostMinor: sub.shape === "box" && rnd.chance(0.4) ? toMinor(rnd.pick([20, 30, 50])) : 0,
          variants,
          specifications: [
            { feature: "Brand", value: brand },
            { feature: "Category", value: `${demo.name} / ${sub.name}` },
            { feature: "Colours", value: colors.map((c) => c.name).join(", ") },
          ],
          additionalInfo: ["Cash on delivery available", "Ships within 2–3 working days"],
          warranty: sub.shape === "watch" ? "1 year manufacturer warranty" : null,
          returnPolicy: "Return within 7 days in original condition.",
          tags: [slugify(sub.name), slugify(demo.name), ...colors.map((c) => slugify(c.name))],
          featured: products % 6 === 1,
          status: ProductStatus.ACTIVE,
        });
      }
    }
  }

  await seedDemoBanners(services, uploadsDir, storage);

  const contact = { email: "hello@example.com", phone: "+880 1700-000000", address: "House 1, Road 1, Dhanmondi, Dhaka" };
  const { timeZone } = await services.settings.get();
  await services.settings.update({
    siteName: "Dhaka Bazaar",
    siteDescription: "Clothing, shoes, bags and home goods, delivered across Bangladesh. Cash on delivery.",
    contactEmail: contact.email,
    contactPhone: contact.phone,
    contactAddress: contact.address,
    socialMedia: {
      facebook: "https://facebook.com/",
      instagram: "https://instagram.com/",
      x: null,
      youtube: null,
      whatsAppLink: "https://wa.me/8801700000000",
    },
    privacyPolicy: privacyPolicyTemplate(contact, new Date(), timeZone),
  });

  return { seeded: true, categories: demoCategories.length, products };
}
