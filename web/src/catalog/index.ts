/** The catalog feature's public face: all another feature may import from it (docs/storefront.md, Layers). */
export { HeroBanners, type HeroBannersProps, type HeroLayout } from "./components/HeroBanners";
export { ProductListPagination } from "./components/ProductListPagination";
