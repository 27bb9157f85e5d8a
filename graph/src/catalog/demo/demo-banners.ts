import fs from "node:fs/promises";
import path from "node:path";
import { slugify } from "@shop/common";
import type { BannerService } from "../../content/banner.service.js";
import { loadSharp, storeImage } from "../../uploads/images.js";
import type { FileStorage } from "../../uploads/storage.js";
import type { ProductService } from "../product.service.js";
import { demoBannerSvg } from "./demo-images.js";

/**
 * The demo shop's hero banners (docs/decisions/025-seeded-privacy-policy-and-banners.md): each
 * picture is composed at seed time from three demo products' photos on the banner's soft
 * two-colour background, and stored through the upload pipeline like an image the admin uploads.
 * The title, subtitle and button stay in the page's HTML, never in the picture.
 */

interface DemoBanner {
  title: string;
  subtitle: string;
  buttonText: string;
  buttonLink: string;
  /** The background's gradient. */
  colors: [string, string];
  /** The demo products whose photos the picture shows, by name. */
  products: [string, string, string];
}

export const demoBanners: readonly DemoBanner[] = [
  {
    title: "Eid Collection",
    subtitle: "Panjabi, sarees and kurtis for the festive season",
    buttonText: "Shop men's fashion",
    buttonLink: "/product-category/men-fashion",
    colors: ["#7a1f2b", "#d4a017"],
    products: ["Eid Silk Panjabi", "Jamdani Saree", "Block Print Kurti"],
  },
  {
    title: "Step into comfort",
    subtitle: "Sneakers and sandals from 700 Tk",
    buttonText: "Shop footwear",
    buttonLink: "/product-category/footwear",
    colors: ["#1f2f4f", "#1f7a7a"],
    products: ["Everyday Canvas Sneakers", "Leather Strap Sandals", "Runner Knit Sneakers"],
  },
  {
    title: "Made for home",
    subtitle: "Nakshi kantha, terracotta and jute, handmade in Bangladesh",
    buttonText: "Shop home & living",
    buttonLink: "/product-category/home-living",
    colors: ["#6b6b2f", "#d98695"],
    products: ["Nakshi Kantha Bedspread", "Terracotta Table Lamp", "Jute Wall Hanging"],
  },
];

/** Where the photos go on a canvas: left edge, top edge, side (square). */
interface Layout {
  width: number;
  height: number;
  tiles: [number, number, number][];
}

/**
 * The wide picture keeps its left part free for the text (the page darkens it); the square one,
 * for phones, keeps its lower part free, where the phone layout puts the text.
 */
const WIDE: Layout = { width: 1600, height: 600, tiles: [[700, 150, 300], [980, 90, 340], [1300, 170, 260]] };
const SQUARE: Layout = { width: 800, height: 800, tiles: [[40, 70, 220], [285, 40, 240], [540, 80, 220]] };

/** "A, B and C". */
function listOf(names: readonly string[]): string {
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}

/** The bytes of a product photo: a file of this shop's uploads folder, or fetched from object storage. */
async function photoBytes(url: string, uploadsDir: string): Promise<Buffer> {
  if (url.startsWith("/uploads/")) return fs.readFile(path.join(uploadsDir, url.slice("/uploads/".length)));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not read the demo photo ${url}: HTTP ${String(response.status)}`);
  return Buffer.from(await response.arrayBuffer());
}

/** A photo cut to a rounded square of `side` pixels. */
async function roundedTile(photo: Buffer, side: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="${side}" height="${side}" rx="${Math.round(side * 0.08)}" fill="#fff"/></svg>`;
  return sharp(photo)
    .resize(side, side, { fit: "cover" })
    .composite([{ input: Buffer.from(mask), blend: "dest-in" }])
    .png()
    .toBuffer();
}

/** Soft shadows under the tiles, as one layer of the canvas's size. */
function shadowsSvg({ width, height, tiles }: Layout): string {
  const rects = tiles
    .map(([x, y, side]) => `<rect x="${x + 6}" y="${y + 14}" width="${side}" height="${side}" rx="${Math.round(side * 0.08)}" fill="#000" opacity="0.35"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><filter id="s"><feGaussianBlur stdDeviation="14"/></filter></defs><g filter="url(#s)">${rects}</g></svg>`;
}

/** The banner picture as PNG: background, shadows, then the photos. */
export async function composeBannerImage(colors: [string, string], photos: readonly Buffer[], layout: Layout): Promise<Buffer> {
  const tiles = await Promise.all(layout.tiles.map(([, , side], i) => roundedTile(photos[i % photos.length]!, side)));
  const sharp = await loadSharp();
  return sharp(Buffer.from(demoBannerSvg(colors[0], colors[1], layout.width, layout.height)))
    .composite([
      { input: Buffer.from(shadowsSvg(layout)), left: 0, top: 0 },
      ...tiles.map((input, i) => ({ input, left: layout.tiles[i]![0], top: layout.tiles[i]![1] })),
    ])
    .png()
    .toBuffer();
}

/**
 * Creates the demo banners with their composed pictures (wide and square), stored through
 * `storage`; each banner's alt text names the products it shows.
 */
export async function seedDemoBanners(
  services: { products: Pick<ProductService, "findBySlug">; banners: Pick<BannerService, "create"> },
  uploadsDir: string, storage: FileStorage): Promise<void> {
  for (const [sortOrder, banner] of demoBanners.entries()) {
    const photos: Buffer[] = [];
    for (const name of banner.products) {
      const product = await services.products.findBySlug(slugify(name));
      const url = product?.images[0];
      if (!url) throw new Error(`The demo banner "${banner.title}" needs the demo product "${name}" with a photo`);
      photos.push(await photoBytes(url, uploadsDir));
    }
    const slug = slugify(banner.title);
    const store = async (layout: Layout, suffix: string) => {
      const png = await composeBannerImage(banner.colors, photos, layout);
      return (await storeImage(storage, png, { name: `banner-${slug}${suffix}.png`, field: "image" })).image.url;
    };
    await services.banners.create({
      title: banner.title,
      subtitle: banner.subtitle,
      buttonText: banner.buttonText,
      buttonLink: banner.buttonLink,
      image: await store(WIDE, ""),
      mobileImage: await store(SQUARE, "-mobile"),
      imageAlt: listOf(banner.products),
      isActive: true,
      sortOrder,
    });
  }
}
