import type { DemoShape } from "./demo-images.js";

/** The demo shop: categories, their subcategories, and what each subcategory sells. */
export interface DemoSubCategory {
  name: string;
  shape: DemoShape;
  items: string[];
  priceRange: [number, number];
  sizes: string[];
}

export interface DemoCategory {
  name: string;
  brands: string[];
  subCategories: DemoSubCategory[];
}

const clothingSizes = ["S", "M", "L", "XL"];
const shoeSizes = ["39", "40", "41", "42", "43"];
const oneSize = ["One Size"];

export const demoCategories: DemoCategory[] = [
  {
    name: "Men Fashion",
    brands: ["Aarong Man", "Yellow", "Ecstasy"],
    subCategories: [
      { name: "Shirts", shape: "top", items: ["Classic Cotton Shirt", "Oxford Button-Down Shirt", "Linen Summer Shirt"], priceRange: [1200, 2800], sizes: clothingSizes },
      { name: "T-Shirts", shape: "top", items: ["Essential Crew Tee", "Graphic Print Tee", "Pique Polo Shirt"], priceRange: [450, 1200], sizes: clothingSizes },
      { name: "Panjabi", shape: "dress", items: ["Embroidered Cotton Panjabi", "Eid Silk Panjabi"], priceRange: [1800, 5500], sizes: clothingSizes },
    ],
  },
  {
    name: "Women Fashion",
    brands: ["Kay Kraft", "Anjan's", "Rang Bangladesh"],
    subCategories: [
      { name: "Sarees", shape: "dress", items: ["Jamdani Saree", "Tant Cotton Saree", "Katan Silk Saree"], priceRange: [2500, 12000], sizes: oneSize },
      { name: "Kurtis", shape: "dress", items: ["Block Print Kurti", "Embroidered Georgette Kurti"], priceRange: [900, 2600], sizes: clothingSizes },
      { name: "Tops", shape: "top", items: ["Ruffle Sleeve Top", "Everyday Viscose Top"], priceRange: [650, 1600], sizes: clothingSizes },
    ],
  },
  {
    name: "Kids",
    brands: ["Little Star", "Tiny Steps"],
    subCategories: [
      { name: "Boys", shape: "top", items: ["Boys Striped Polo", "Boys Denim Shorts"], priceRange: [400, 1100], sizes: ["2-3Y", "4-5Y", "6-7Y"] },
      { name: "Girls", shape: "dress", items: ["Girls Party Frock", "Girls Floral Dress"], priceRange: [600, 1800], sizes: ["2-3Y", "4-5Y", "6-7Y"] },
      { name: "Baby", shape: "top", items: ["Organic Baby Romper", "Baby Cotton Bodysuit Set"], priceRange: [350, 950], sizes: ["0-6M", "6-12M"] },
    ],
  },
  {
    name: "Footwear",
    brands: ["Apex", "Bata", "Lotto"],
    subCategories: [
      { name: "Sneakers", shape: "shoe", items: ["Everyday Canvas Sneakers", "Runner Knit Sneakers", "Court Leather Sneakers"], priceRange: [1800, 5500], sizes: shoeSizes },
      { name: "Sandals", shape: "shoe", items: ["Leather Strap Sandals", "Comfort Slide Sandals"], priceRange: [700, 2200], sizes: shoeSizes },
      { name: "Formal Shoes", shape: "shoe", items: ["Classic Derby Shoes", "Polished Oxford Shoes"], priceRange: [2800, 6500], sizes: shoeSizes },
    ],
  },
  {
    name: "Bags",
    brands: ["Bagmate", "Leatherina"],
    subCategories: [
      { name: "Backpacks", shape: "bag", items: ["Commuter Laptop Backpack", "Canvas Daypack"], priceRange: [1500, 4200], sizes: oneSize },
      { name: "Handbags", shape: "bag", items: ["Leather Tote Bag", "Quilted Shoulder Bag", "Mini Crossbody Bag"], priceRange: [1200, 4800], sizes: oneSize },
      { name: "Travel", shape: "bag", items: ["Weekender Duffel Bag", "Cabin Trolley Bag"], priceRange: [2500, 9500], sizes: ["Medium", "Large"] },
    ],
  },
  {
    name: "Watches",
    brands: ["Titan", "Casio", "Fastrack"],
    subCategories: [
      { name: "Analog", shape: "watch", items: ["Classic Leather Strap Watch", "Steel Chronograph Watch"], priceRange: [2500, 14000], sizes: oneSize },
      { name: "Digital", shape: "watch", items: ["Sport Digital Watch", "Retro Digital Watch"], priceRange: [1200, 4500], sizes: oneSize },
      { name: "Smart", shape: "watch", items: ["Fitness Smart Band", "AMOLED Smart Watch"], priceRange: [2200, 9000], sizes: oneSize },
    ],
  },
  {
    name: "Accessories",
    brands: ["Urban Edge", "Leatherina"],
    subCategories: [
      { name: "Belts", shape: "box", items: ["Reversible Leather Belt", "Braided Casual Belt"], priceRange: [600, 1800], sizes: ["32", "34", "36"] },
      { name: "Wallets", shape: "box", items: ["Slim Bifold Wallet", "Zip Around Wallet"], priceRange: [550, 1900], sizes: oneSize },
      { name: "Sunglasses", shape: "box", items: ["Polarized Aviator Sunglasses", "Wayfarer Sunglasses"], priceRange: [900, 3500], sizes: oneSize },
    ],
  },
  {
    name: "Beauty",
    brands: ["Lumiere", "Herbal Glow"],
    subCategories: [
      { name: "Skincare", shape: "bottle", items: ["Vitamin C Serum", "Hydrating Face Cream", "Gentle Foam Cleanser"], priceRange: [450, 2200], sizes: ["50 ml", "100 ml"] },
      { name: "Fragrance", shape: "bottle", items: ["Oud Eau de Parfum", "Citrus Body Mist"], priceRange: [900, 6500], sizes: ["50 ml", "100 ml"] },
      { name: "Makeup", shape: "bottle", items: ["Matte Liquid Lipstick", "Longwear Foundation"], priceRange: [500, 2400], sizes: oneSize },
    ],
  },
  {
    name: "Home & Living",
    brands: ["Nakshi Home", "Otobi Living"],
    subCategories: [
      { name: "Bedding", shape: "box", items: ["Nakshi Kantha Bedspread", "Cotton Bedsheet Set"], priceRange: [1500, 6500], sizes: ["Single", "Double", "King"] },
      { name: "Decor", shape: "box", items: ["Terracotta Table Lamp", "Jute Wall Hanging", "Ceramic Flower Vase"], priceRange: [650, 3800], sizes: oneSize },
      { name: "Kitchen", shape: "box", items: ["Bamboo Serving Tray", "Enamel Cooking Pot"], priceRange: [500, 2900], sizes: oneSize },
    ],
  },
];

export const demoColors: { name: string; hex: string }[] = [
  { name: "Navy", hex: "#1f2f4f" },
  { name: "White", hex: "#f4f1ea" },
  { name: "Black", hex: "#222222" },
  { name: "Maroon", hex: "#7a1f2b" },
  { name: "Olive", hex: "#6b6b2f" },
  { name: "Sky Blue", hex: "#7fb3d5" },
  { name: "Mustard", hex: "#d4a017" },
  { name: "Teal", hex: "#1f7a7a" },
  { name: "Rose", hex: "#d98695" },
  { name: "Brown", hex: "#7b4a2a" },
];
