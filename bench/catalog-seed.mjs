// The benchmark's catalog: 10 categories through the category service, then products and their
// variants through bulk SQL, named like a shop's (brand, adjective, noun; one in ten in Bangla) so
// that search has something to rank. Prices are the shop's own price function's.
import { randomUUID } from "node:crypto";

export const CATEGORIES = [
  ["Electronics", { Phones: ["Smartphone", "Phone Case"], Laptops: ["Laptop", "Laptop Bag"], Audio: ["Headphones", "Speaker"] }],
  ["Men Fashion", { Shirts: ["Shirt", "Polo"], Trousers: ["Trousers", "Chinos"], Shoes: ["Sneakers", "Loafers"] }],
  ["Women Fashion", { Dresses: ["Dress", "Kurti"], Bags: ["Handbag", "Tote"], Shoes: ["Sandals", "Heels"] }],
  ["Home", { Kitchen: ["Frying Pan", "Kettle"], Bedding: ["Bedsheet", "Pillow"], Decor: ["Lamp", "Vase"] }],
  ["Beauty", { Skincare: ["Moisturizer", "Face Wash"], Makeup: ["Lipstick", "Mascara"], Fragrance: ["Perfume", "Body Mist"] }],
  ["Sports", { Fitness: ["Dumbbell", "Yoga Mat"], Cycling: ["Bicycle", "Helmet"], Outdoor: ["Tent", "Backpack"] }],
  ["Toys", { Puzzles: ["Jigsaw Puzzle", "Rubik Cube"], Blocks: ["Building Blocks", "Train Set"], Dolls: ["Doll", "Teddy Bear"] }],
  ["Books", { Fiction: ["Novel", "Short Stories"], Science: ["Physics Book", "Atlas"], Children: ["Picture Book", "Rhymes"] }],
  ["Groceries", { Snacks: ["Chips", "Biscuits"], Drinks: ["Green Tea", "Mango Juice"], Pantry: ["Basmati Rice", "Mustard Oil"] }],
  ["Garden", { Tools: ["Shovel", "Pruner"], Plants: ["Money Plant", "Rose Plant"], Furniture: ["Garden Chair", "Hammock"] }],
];
const BRANDS = ["Acme", "Globex", "Initech", "Umbrella", "Soylent", "Hooli", "Vandelay", "Stark", "Walton", "Aarong"];
const ADJECTIVES = ["Classic", "Slim", "Premium", "Organic", "Wireless", "Cotton", "Leather", "Compact", "Deluxe", "Handmade", "Waterproof", "Ergonomic"];
/** Bangla names with the English word a shopper might also type, kept in the tags. */
const BANGLA_NOUNS = [["শাড়ি", "saree"], ["পাঞ্জাবি", "panjabi"], ["নকশি কাঁথা", "nakshi kantha"], ["চা পাতা", "tea leaves"], ["মধু", "honey"], ["গামছা", "gamchha"], ["জামদানি", "jamdani"], ["লুঙ্গি", "lungi"]];
const BANGLA_ADJECTIVES = ["লাল", "নীল", "সুতি", "রেশমি", "হাতে বোনা", "খাঁটি"];
const DISCOUNTS = [0, 0, 5, 10, 12.5, 15, 20, 25, 33.33, 50];
const COLORS = ["Black", "White", "Red", "Blue", "Green"];
const BATCH = 2_500;

const asciiSlug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** The i-th product's name, slug and words (0-based; deterministic, so runs compare). */
export function productNaming(i, subCategory, nouns) {
  const n = i + 1;
  const brand = BRANDS[i % BRANDS.length];
  if (i % 10 === 9) {
    const [noun, english] = BANGLA_NOUNS[Math.floor(i / 10) % BANGLA_NOUNS.length];
    const adjective = BANGLA_ADJECTIVES[Math.floor(i / 80) % BANGLA_ADJECTIVES.length];
    return { name: `${adjective} ${noun} ${n}`, slug: `${asciiSlug(english)}-${n}`, brand, words: [english], noun: english };
  }
  const adjective = ADJECTIVES[Math.floor(i / 7) % ADJECTIVES.length];
  const noun = nouns[Math.floor(i / 30) % nouns.length];
  const name = `${brand} ${adjective} ${noun} ${n}`;
  return { name, slug: `${asciiSlug(name)}`, brand, words: [adjective.toLowerCase(), noun.toLowerCase()], noun: `${subCategory} ${noun}` };
}

async function insertProducts(dataSource, p) {
  await dataSource.query(
    `INSERT INTO "product" ("id", "name", "slug", "description", "priceMinor", "discount", "finalPriceMinor",
       "categoryId", "subCategory", "images", "brand", "sku", "stock", "shippingCostMinor", "tags", "status",
       "soldCount", "createdAt", "updatedAt", "featured")
     SELECT t.id, t.name, t.slug, t.description, t.price, t.discount, t.final, t.category, t.sub, t.images::jsonb,
       t.brand, t.sku, t.stock, t.shipping, t.tags::jsonb, 'ACTIVE', t.sold, t.created, t.created, t.featured
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::int[], $8::uuid[],
       $9::text[], $10::text[], $11::text[], $12::text[], $13::int[], $14::int[], $15::text[], $16::int[],
       $17::timestamptz[], $18::boolean[])
       AS t(id, name, slug, description, price, discount, final, category, sub, images, brand, sku, stock,
         shipping, tags, sold, created, featured)`,
    [p.id, p.name, p.slug, p.description, p.price, p.discount, p.final, p.category, p.sub, p.images, p.brand,
      p.sku, p.stock, p.shipping, p.tags, p.sold, p.created, p.featured],
  );
}

const emptyBatch = () => ({
  id: [], name: [], slug: [], description: [], price: [], discount: [], final: [], category: [],
  sub: [], images: [], brand: [], sku: [], stock: [], shipping: [], tags: [], sold: [], created: [], featured: [],
});

/**
 * Seeds `count` catalog products (two variants each, newest first by index) and `orderProducts + 1`
 * products without variants for placeOrder to buy, each with `orderStock` units: the first is the
 * hot one, the others are bought one request each in turn ("spread"). Prices are rounded as a new
 * shop's settings say (MINOR). Answers what the bench checks against.
 */
export async function seedCatalog(dataSource, services, finalPriceMinor, { count, orderProducts = 0, orderStock = 10_000_000 }) {
  const categories = [];
  for (const [i, [name, subs]] of CATEGORIES.entries()) {
    categories.push(await services.categories.create({ name, subCategories: Object.keys(subs), sortOrder: i }));
  }
  const nounsOf = new Map(CATEGORIES.map(([name, subs]) => [name, subs]));

  const now = Date.now();
  const finalPrices = [];
  const samples = [];
  for (let start = 0; start < count; start += BATCH) {
    const p = emptyBatch();
    const v = { product: [], color: [], size: [], extra: [], stock: [], order: [] };
    for (let i = start; i < Math.min(start + BATCH, count); i++) {
      const n = i + 1;
      const category = categories[i % categories.length];
      const subCategory = category.subCategories[Math.floor(i / categories.length) % category.subCategories.length];
      const naming = productNaming(i, subCategory, nounsOf.get(category.name)[subCategory]);
      const priceMinor = 199 + ((i * 7_919) % 250_000);
      const discount = DISCOUNTS[(i * 3) % DISCOUNTS.length];
      const id = randomUUID();
      // One in 13 sold out, so home sections have some to put last; one in 50 featured.
      const variantStock = i % 13 === 6 ? [0, 0] : [1 + (i % 7), i % 5];

      p.id.push(id);
      p.name.push(naming.name);
      p.slug.push(naming.slug);
      p.description.push(
        `<p>${naming.name}: a ${naming.noun.toLowerCase()} by ${naming.brand} from our ${category.name.toLowerCase()} range.</p>`,
      );
      p.price.push(priceMinor);
      p.discount.push(discount);
      p.final.push(finalPriceMinor(priceMinor, discount, "MINOR"));
      p.category.push(category.id);
      p.sub.push(subCategory);
      p.images.push(JSON.stringify([`/uploads/bench/${naming.slug}-1.jpg`, `/uploads/bench/${naming.slug}-2.jpg`]));
      p.brand.push(naming.brand);
      p.sku.push(`BENCH-${String(n).padStart(6, "0")}`);
      p.stock.push(variantStock[0] + variantStock[1]);
      p.shipping.push(i % 4 === 0 ? 0 : 500);
      p.tags.push(JSON.stringify([category.name.toLowerCase(), naming.brand.toLowerCase(), ...naming.words]));
      p.sold.push((i * 37) % 1_000);
      p.created.push(new Date(now - i * 1_000).toISOString());
      p.featured.push(i % 50 === 7);
      if (i === Math.floor(count / 2)) samples.push({ slug: naming.slug, name: naming.name });

      for (const [k, size] of ["M", "L"].entries()) {
        v.product.push(id);
        v.color.push(COLORS[i % COLORS.length]);
        v.size.push(size);
        v.extra.push(k * 200);
        v.stock.push(variantStock[k]);
        v.order.push(k);
      }
    }
    await insertProducts(dataSource, p);
    finalPrices.push(...p.final);
    await dataSource.query(
      `INSERT INTO "product_variant" ("productId", "color", "size", "additionalPriceMinor", "stock", "sortOrder")
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[])`,
      [v.product, v.color, v.size, v.extra, v.stock, v.order],
    );
  }

  // Older than every catalog product, so they never show on the first pages.
  const orderIds = [];
  for (let start = 0; start <= orderProducts; start += BATCH) {
    const p = emptyBatch();
    for (let k = start; k <= Math.min(orderProducts, start + BATCH - 1); k++) {
      const id = randomUUID();
      orderIds.push(id);
      p.id.push(id);
      p.name.push(k === 0 ? "Benchmark hot product" : `Benchmark order product ${k}`);
      p.slug.push(`bench-order-${k}`);
      p.description.push("");
      p.price.push(99_900);
      p.discount.push(10);
      p.final.push(finalPriceMinor(99_900, 10, "MINOR"));
      p.category.push(categories[0].id);
      p.sub.push(null);
      p.images.push("[]");
      p.brand.push(null);
      p.sku.push(`BENCH-ORDER-${k}`);
      p.stock.push(orderStock);
      p.shipping.push(0);
      p.tags.push("[]");
      p.sold.push(0);
      p.created.push(new Date(now - (count + 1 + k) * 1_000).toISOString());
      p.featured.push(false);
    }
    await insertProducts(dataSource, p);
    finalPrices.push(...p.final);
  }
  // As a live shop's tables are: statistics and visibility map in place, and no autovacuum of the
  // fresh rows competing with the measurements for the CPU.
  await dataSource.query(`VACUUM (ANALYZE) "category", "product", "product_variant", "product_count"`);
  return {
    categories,
    finalPrices,
    catalogSize: count + orderIds.length,
    sample: samples[0] ?? { slug: "bench-order-0", name: "Benchmark hot product" },
    hotProductId: orderIds[0],
    spreadProductIds: orderIds.slice(1),
    orderStock,
  };
}
