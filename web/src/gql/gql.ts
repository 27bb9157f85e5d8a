/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AuthConfig {\n  authConfig {\n    apiKey\n    authDomain\n    projectId\n    emulatorUrl\n  }\n}": typeof types.AuthConfigDocument,
    "mutation ClaimGuestOrders {\n  claimGuestOrders\n}": typeof types.ClaimGuestOrdersDocument,
    "query Me {\n  me {\n    ...UserRecordFields\n  }\n}": typeof types.MeDocument,
    "mutation UpdateMessagePreferences($nonEssentialMessages: Boolean!) {\n  updateMessagePreferences(nonEssentialMessages: $nonEssentialMessages) {\n    ...UserRecordFields\n  }\n}": typeof types.UpdateMessagePreferencesDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserRecordFields\n  }\n}": typeof types.UpdateProfileDocument,
    "fragment UserRecordFields on User {\n  uid\n  email\n  displayName\n  photoURL\n  phone\n  address\n  role\n  disabled\n  createdAt\n  nonEssentialMessages\n}": typeof types.UserRecordFieldsFragmentDoc,
    "query Categories {\n  categories {\n    id\n    name\n    slug\n    image\n    subCategories\n  }\n}": typeof types.CategoriesDocument,
    "query CategoryBySlug($slugOrName: String!) {\n  category(slugOrName: $slugOrName) {\n    id\n    name\n    slug\n    image\n    subCategories\n    namedBy(key: $slugOrName)\n  }\n}": typeof types.CategoryBySlugDocument,
    "query HomeBanners {\n  banners {\n    ...BannerContent\n  }\n}": typeof types.HomeBannersDocument,
    "fragment ProductCardFields on Product {\n  id\n  name\n  slug\n  images\n  price\n  discount\n  finalPrice\n  inStock\n}": typeof types.ProductCardFieldsFragmentDoc,
    "query ProductDetail($slug: String!) {\n  product(slug: $slug) {\n    ...ProductDetailFields\n  }\n}": typeof types.ProductDetailDocument,
    "fragment ProductDetailFields on Product {\n  id\n  name\n  slug\n  description\n  price\n  discount\n  finalPrice\n  shippingCost\n  images\n  media {\n    url\n    alt\n    color\n  }\n  brand\n  sku\n  stock\n  inStock\n  featured\n  subCategory\n  category {\n    id\n    name\n    slug\n  }\n  colors\n  variants {\n    id\n    color\n    size\n    additionalPrice\n    price\n    stock\n    finalPrice\n  }\n  specifications {\n    feature\n    value\n  }\n  additionalInfo\n  warranty\n  returnPolicy\n}": typeof types.ProductDetailFieldsFragmentDoc,
    "query ProductList($filter: ProductFilter, $sort: ProductSort! = NEWEST, $skip: Int! = 0, $take: Int! = 12) {\n  products(filter: $filter, sort: $sort, skip: $skip, take: $take) {\n    items {\n      ...ProductCardFields\n    }\n    totalItems\n  }\n}": typeof types.ProductListDocument,
    "query RelatedProducts($productId: ID!, $take: Int! = 8) {\n  relatedProducts(productId: $productId, take: $take) {\n    ...ProductCardFields\n  }\n}": typeof types.RelatedProductsDocument,
    "query CheckoutSettings {\n  settings {\n    currency\n    locale\n    freeShippingThreshold\n    deliveryZones {\n      name\n      fee\n      districts\n      isDefault\n    }\n  }\n}": typeof types.CheckoutSettingsDocument,
    "mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    guestToken\n    order {\n      ...OrderDetailFields\n    }\n  }\n}": typeof types.PlaceOrderDocument,
    "query QuoteCart($input: QuoteCartInput!) {\n  quoteCart(input: $input) {\n    ...CartQuoteFields\n  }\n}\n\nfragment CartQuoteFields on CartQuote {\n  subtotal\n  shipping\n  total\n  currency\n  deliveryZone\n  orderable\n  lines {\n    productId\n    name\n    slug\n    image\n    color\n    size\n    quantity\n    available\n    unitPrice\n    discount\n    finalUnitPrice\n    lineTotal\n    shippingCost\n    problem\n  }\n}": typeof types.QuoteCartDocument,
    "query ContactDetails {\n  settings {\n    siteName\n    contactEmail\n    contactPhone\n    contactAddress\n  }\n}": typeof types.ContactDetailsDocument,
    "mutation CreateContactMessage($input: ContactMessageInput!) {\n  createContactMessage(input: $input) {\n    id\n  }\n}": typeof types.CreateContactMessageDocument,
    "query PrivacyPolicy {\n  settings {\n    siteName\n    privacyPolicy\n  }\n}": typeof types.PrivacyPolicyDocument,
    "mutation CancelOrder($id: ID!, $guestToken: String) {\n  cancelOrder(id: $id, guestToken: $guestToken) {\n    ...OrderDetailFields\n  }\n}": typeof types.CancelOrderDocument,
    "query GuestOrders($access: [OrderAccessInput!]!) {\n  guestOrders(access: $access) {\n    ...OrderDetailFields\n    inAccount\n  }\n}": typeof types.GuestOrdersDocument,
    "query MyOrders($status: OrderStatus, $skip: Int!, $take: Int!) {\n  myOrders(status: $status, skip: $skip, take: $take) {\n    totalItems\n    items {\n      ...OrderDetailFields\n    }\n  }\n}": typeof types.MyOrdersDocument,
    "query Order($id: ID!, $guestToken: String) {\n  order(id: $id, guestToken: $guestToken) {\n    ...OrderDetailFields\n  }\n}": typeof types.OrderDocument,
    "fragment OrderDetailFields on Order {\n  id\n  number\n  ...OrderRecipient\n  currency\n  paymentMethod\n  paymentStatus\n  status\n  canCancel\n  createdAt\n  updatedAt\n  subtotal\n  shipping\n  total\n  lines {\n    ...OrderLineFields\n  }\n  history {\n    ...OrderHistoryFields\n  }\n}": typeof types.OrderDetailFieldsFragmentDoc,
    "fragment OrderHistoryFields on OrderStatusChange {\n  status\n  by\n  customerNote\n  at\n}": typeof types.OrderHistoryFieldsFragmentDoc,
    "query OrderLookup($input: OrderLookupInput!) {\n  orderLookup(input: $input) {\n    number\n    status\n    createdAt\n    currency\n    paymentMethod\n    paymentStatus\n    deliveryZone\n    subtotal\n    shipping\n    total\n    maskedPhone\n    maskedEmail\n    lines {\n      ...OrderLineFields\n    }\n    history {\n      ...OrderHistoryFields\n    }\n  }\n}": typeof types.OrderLookupDocument,
    "query SearchProducts($q: String!, $limit: Int! = 10) {\n  searchProducts(q: $q, limit: $limit) {\n    ...ProductCardFields\n    category {\n      id\n      name\n    }\n  }\n}": typeof types.SearchProductsDocument,
    "fragment BannerContent on Banner {\n  id\n  image\n  mobileImage\n  imageAlt\n  title\n  subtitle\n  description\n  buttonText\n  buttonLink\n}": typeof types.BannerContentFragmentDoc,
    "fragment OrderLineFields on OrderLine {\n  id\n  productId\n  name\n  sku\n  image\n  color\n  size\n  discount\n  quantity\n  unitPrice\n  finalUnitPrice\n  lineTotal\n  shippingCost\n}": typeof types.OrderLineFieldsFragmentDoc,
    "fragment OrderRecipient on Order {\n  name\n  phone\n  email\n  deliveryZone\n  district\n  address\n  notes\n}": typeof types.OrderRecipientFragmentDoc,
    "query PixelConfig {\n  pixelConfig {\n    pixelId\n    status\n  }\n}": typeof types.PixelConfigDocument,
    "query SiteSettings {\n  settings {\n    siteName\n    siteDescription\n    logo\n    favicon\n    currency\n    locale\n    priceRounding\n    contactEmail\n    contactPhone\n    contactAddress\n    socialMedia {\n      facebook\n      instagram\n      x\n      youtube\n      whatsAppLink\n    }\n  }\n}": typeof types.SiteSettingsDocument,
    "query WishlistProduct($id: ID!) {\n  productById(id: $id) {\n    ...ProductCardFields\n    shippingCost\n    category {\n      id\n      name\n    }\n    variants {\n      id\n    }\n  }\n}": typeof types.WishlistProductDocument,
};
const documents: Documents = {
    "query AuthConfig {\n  authConfig {\n    apiKey\n    authDomain\n    projectId\n    emulatorUrl\n  }\n}": types.AuthConfigDocument,
    "mutation ClaimGuestOrders {\n  claimGuestOrders\n}": types.ClaimGuestOrdersDocument,
    "query Me {\n  me {\n    ...UserRecordFields\n  }\n}": types.MeDocument,
    "mutation UpdateMessagePreferences($nonEssentialMessages: Boolean!) {\n  updateMessagePreferences(nonEssentialMessages: $nonEssentialMessages) {\n    ...UserRecordFields\n  }\n}": types.UpdateMessagePreferencesDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserRecordFields\n  }\n}": types.UpdateProfileDocument,
    "fragment UserRecordFields on User {\n  uid\n  email\n  displayName\n  photoURL\n  phone\n  address\n  role\n  disabled\n  createdAt\n  nonEssentialMessages\n}": types.UserRecordFieldsFragmentDoc,
    "query Categories {\n  categories {\n    id\n    name\n    slug\n    image\n    subCategories\n  }\n}": types.CategoriesDocument,
    "query CategoryBySlug($slugOrName: String!) {\n  category(slugOrName: $slugOrName) {\n    id\n    name\n    slug\n    image\n    subCategories\n    namedBy(key: $slugOrName)\n  }\n}": types.CategoryBySlugDocument,
    "query HomeBanners {\n  banners {\n    ...BannerContent\n  }\n}": types.HomeBannersDocument,
    "fragment ProductCardFields on Product {\n  id\n  name\n  slug\n  images\n  price\n  discount\n  finalPrice\n  inStock\n}": types.ProductCardFieldsFragmentDoc,
    "query ProductDetail($slug: String!) {\n  product(slug: $slug) {\n    ...ProductDetailFields\n  }\n}": types.ProductDetailDocument,
    "fragment ProductDetailFields on Product {\n  id\n  name\n  slug\n  description\n  price\n  discount\n  finalPrice\n  shippingCost\n  images\n  media {\n    url\n    alt\n    color\n  }\n  brand\n  sku\n  stock\n  inStock\n  featured\n  subCategory\n  category {\n    id\n    name\n    slug\n  }\n  colors\n  variants {\n    id\n    color\n    size\n    additionalPrice\n    price\n    stock\n    finalPrice\n  }\n  specifications {\n    feature\n    value\n  }\n  additionalInfo\n  warranty\n  returnPolicy\n}": types.ProductDetailFieldsFragmentDoc,
    "query ProductList($filter: ProductFilter, $sort: ProductSort! = NEWEST, $skip: Int! = 0, $take: Int! = 12) {\n  products(filter: $filter, sort: $sort, skip: $skip, take: $take) {\n    items {\n      ...ProductCardFields\n    }\n    totalItems\n  }\n}": types.ProductListDocument,
    "query RelatedProducts($productId: ID!, $take: Int! = 8) {\n  relatedProducts(productId: $productId, take: $take) {\n    ...ProductCardFields\n  }\n}": types.RelatedProductsDocument,
    "query CheckoutSettings {\n  settings {\n    currency\n    locale\n    freeShippingThreshold\n    deliveryZones {\n      name\n      fee\n      districts\n      isDefault\n    }\n  }\n}": types.CheckoutSettingsDocument,
    "mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    guestToken\n    order {\n      ...OrderDetailFields\n    }\n  }\n}": types.PlaceOrderDocument,
    "query QuoteCart($input: QuoteCartInput!) {\n  quoteCart(input: $input) {\n    ...CartQuoteFields\n  }\n}\n\nfragment CartQuoteFields on CartQuote {\n  subtotal\n  shipping\n  total\n  currency\n  deliveryZone\n  orderable\n  lines {\n    productId\n    name\n    slug\n    image\n    color\n    size\n    quantity\n    available\n    unitPrice\n    discount\n    finalUnitPrice\n    lineTotal\n    shippingCost\n    problem\n  }\n}": types.QuoteCartDocument,
    "query ContactDetails {\n  settings {\n    siteName\n    contactEmail\n    contactPhone\n    contactAddress\n  }\n}": types.ContactDetailsDocument,
    "mutation CreateContactMessage($input: ContactMessageInput!) {\n  createContactMessage(input: $input) {\n    id\n  }\n}": types.CreateContactMessageDocument,
    "query PrivacyPolicy {\n  settings {\n    siteName\n    privacyPolicy\n  }\n}": types.PrivacyPolicyDocument,
    "mutation CancelOrder($id: ID!, $guestToken: String) {\n  cancelOrder(id: $id, guestToken: $guestToken) {\n    ...OrderDetailFields\n  }\n}": types.CancelOrderDocument,
    "query GuestOrders($access: [OrderAccessInput!]!) {\n  guestOrders(access: $access) {\n    ...OrderDetailFields\n    inAccount\n  }\n}": types.GuestOrdersDocument,
    "query MyOrders($status: OrderStatus, $skip: Int!, $take: Int!) {\n  myOrders(status: $status, skip: $skip, take: $take) {\n    totalItems\n    items {\n      ...OrderDetailFields\n    }\n  }\n}": types.MyOrdersDocument,
    "query Order($id: ID!, $guestToken: String) {\n  order(id: $id, guestToken: $guestToken) {\n    ...OrderDetailFields\n  }\n}": types.OrderDocument,
    "fragment OrderDetailFields on Order {\n  id\n  number\n  ...OrderRecipient\n  currency\n  paymentMethod\n  paymentStatus\n  status\n  canCancel\n  createdAt\n  updatedAt\n  subtotal\n  shipping\n  total\n  lines {\n    ...OrderLineFields\n  }\n  history {\n    ...OrderHistoryFields\n  }\n}": types.OrderDetailFieldsFragmentDoc,
    "fragment OrderHistoryFields on OrderStatusChange {\n  status\n  by\n  customerNote\n  at\n}": types.OrderHistoryFieldsFragmentDoc,
    "query OrderLookup($input: OrderLookupInput!) {\n  orderLookup(input: $input) {\n    number\n    status\n    createdAt\n    currency\n    paymentMethod\n    paymentStatus\n    deliveryZone\n    subtotal\n    shipping\n    total\n    maskedPhone\n    maskedEmail\n    lines {\n      ...OrderLineFields\n    }\n    history {\n      ...OrderHistoryFields\n    }\n  }\n}": types.OrderLookupDocument,
    "query SearchProducts($q: String!, $limit: Int! = 10) {\n  searchProducts(q: $q, limit: $limit) {\n    ...ProductCardFields\n    category {\n      id\n      name\n    }\n  }\n}": types.SearchProductsDocument,
    "fragment BannerContent on Banner {\n  id\n  image\n  mobileImage\n  imageAlt\n  title\n  subtitle\n  description\n  buttonText\n  buttonLink\n}": types.BannerContentFragmentDoc,
    "fragment OrderLineFields on OrderLine {\n  id\n  productId\n  name\n  sku\n  image\n  color\n  size\n  discount\n  quantity\n  unitPrice\n  finalUnitPrice\n  lineTotal\n  shippingCost\n}": types.OrderLineFieldsFragmentDoc,
    "fragment OrderRecipient on Order {\n  name\n  phone\n  email\n  deliveryZone\n  district\n  address\n  notes\n}": types.OrderRecipientFragmentDoc,
    "query PixelConfig {\n  pixelConfig {\n    pixelId\n    status\n  }\n}": types.PixelConfigDocument,
    "query SiteSettings {\n  settings {\n    siteName\n    siteDescription\n    logo\n    favicon\n    currency\n    locale\n    priceRounding\n    contactEmail\n    contactPhone\n    contactAddress\n    socialMedia {\n      facebook\n      instagram\n      x\n      youtube\n      whatsAppLink\n    }\n  }\n}": types.SiteSettingsDocument,
    "query WishlistProduct($id: ID!) {\n  productById(id: $id) {\n    ...ProductCardFields\n    shippingCost\n    category {\n      id\n      name\n    }\n    variants {\n      id\n    }\n  }\n}": types.WishlistProductDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthConfig {\n  authConfig {\n    apiKey\n    authDomain\n    projectId\n    emulatorUrl\n  }\n}"): (typeof documents)["query AuthConfig {\n  authConfig {\n    apiKey\n    authDomain\n    projectId\n    emulatorUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClaimGuestOrders {\n  claimGuestOrders\n}"): (typeof documents)["mutation ClaimGuestOrders {\n  claimGuestOrders\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...UserRecordFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...UserRecordFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMessagePreferences($nonEssentialMessages: Boolean!) {\n  updateMessagePreferences(nonEssentialMessages: $nonEssentialMessages) {\n    ...UserRecordFields\n  }\n}"): (typeof documents)["mutation UpdateMessagePreferences($nonEssentialMessages: Boolean!) {\n  updateMessagePreferences(nonEssentialMessages: $nonEssentialMessages) {\n    ...UserRecordFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserRecordFields\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserRecordFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserRecordFields on User {\n  uid\n  email\n  displayName\n  photoURL\n  phone\n  address\n  role\n  disabled\n  createdAt\n  nonEssentialMessages\n}"): (typeof documents)["fragment UserRecordFields on User {\n  uid\n  email\n  displayName\n  photoURL\n  phone\n  address\n  role\n  disabled\n  createdAt\n  nonEssentialMessages\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Categories {\n  categories {\n    id\n    name\n    slug\n    image\n    subCategories\n  }\n}"): (typeof documents)["query Categories {\n  categories {\n    id\n    name\n    slug\n    image\n    subCategories\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryBySlug($slugOrName: String!) {\n  category(slugOrName: $slugOrName) {\n    id\n    name\n    slug\n    image\n    subCategories\n    namedBy(key: $slugOrName)\n  }\n}"): (typeof documents)["query CategoryBySlug($slugOrName: String!) {\n  category(slugOrName: $slugOrName) {\n    id\n    name\n    slug\n    image\n    subCategories\n    namedBy(key: $slugOrName)\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeBanners {\n  banners {\n    ...BannerContent\n  }\n}"): (typeof documents)["query HomeBanners {\n  banners {\n    ...BannerContent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCardFields on Product {\n  id\n  name\n  slug\n  images\n  price\n  discount\n  finalPrice\n  inStock\n}"): (typeof documents)["fragment ProductCardFields on Product {\n  id\n  name\n  slug\n  images\n  price\n  discount\n  finalPrice\n  inStock\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductDetail($slug: String!) {\n  product(slug: $slug) {\n    ...ProductDetailFields\n  }\n}"): (typeof documents)["query ProductDetail($slug: String!) {\n  product(slug: $slug) {\n    ...ProductDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductDetailFields on Product {\n  id\n  name\n  slug\n  description\n  price\n  discount\n  finalPrice\n  shippingCost\n  images\n  media {\n    url\n    alt\n    color\n  }\n  brand\n  sku\n  stock\n  inStock\n  featured\n  subCategory\n  category {\n    id\n    name\n    slug\n  }\n  colors\n  variants {\n    id\n    color\n    size\n    additionalPrice\n    price\n    stock\n    finalPrice\n  }\n  specifications {\n    feature\n    value\n  }\n  additionalInfo\n  warranty\n  returnPolicy\n}"): (typeof documents)["fragment ProductDetailFields on Product {\n  id\n  name\n  slug\n  description\n  price\n  discount\n  finalPrice\n  shippingCost\n  images\n  media {\n    url\n    alt\n    color\n  }\n  brand\n  sku\n  stock\n  inStock\n  featured\n  subCategory\n  category {\n    id\n    name\n    slug\n  }\n  colors\n  variants {\n    id\n    color\n    size\n    additionalPrice\n    price\n    stock\n    finalPrice\n  }\n  specifications {\n    feature\n    value\n  }\n  additionalInfo\n  warranty\n  returnPolicy\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductList($filter: ProductFilter, $sort: ProductSort! = NEWEST, $skip: Int! = 0, $take: Int! = 12) {\n  products(filter: $filter, sort: $sort, skip: $skip, take: $take) {\n    items {\n      ...ProductCardFields\n    }\n    totalItems\n  }\n}"): (typeof documents)["query ProductList($filter: ProductFilter, $sort: ProductSort! = NEWEST, $skip: Int! = 0, $take: Int! = 12) {\n  products(filter: $filter, sort: $sort, skip: $skip, take: $take) {\n    items {\n      ...ProductCardFields\n    }\n    totalItems\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RelatedProducts($productId: ID!, $take: Int! = 8) {\n  relatedProducts(productId: $productId, take: $take) {\n    ...ProductCardFields\n  }\n}"): (typeof documents)["query RelatedProducts($productId: ID!, $take: Int! = 8) {\n  relatedProducts(productId: $productId, take: $take) {\n    ...ProductCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutSettings {\n  settings {\n    currency\n    locale\n    freeShippingThreshold\n    deliveryZones {\n      name\n      fee\n      districts\n      isDefault\n    }\n  }\n}"): (typeof documents)["query CheckoutSettings {\n  settings {\n    currency\n    locale\n    freeShippingThreshold\n    deliveryZones {\n      name\n      fee\n      districts\n      isDefault\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    guestToken\n    order {\n      ...OrderDetailFields\n    }\n  }\n}"): (typeof documents)["mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    guestToken\n    order {\n      ...OrderDetailFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuoteCart($input: QuoteCartInput!) {\n  quoteCart(input: $input) {\n    ...CartQuoteFields\n  }\n}\n\nfragment CartQuoteFields on CartQuote {\n  subtotal\n  shipping\n  total\n  currency\n  deliveryZone\n  orderable\n  lines {\n    productId\n    name\n    slug\n    image\n    color\n    size\n    quantity\n    available\n    unitPrice\n    discount\n    finalUnitPrice\n    lineTotal\n    shippingCost\n    problem\n  }\n}"): (typeof documents)["query QuoteCart($input: QuoteCartInput!) {\n  quoteCart(input: $input) {\n    ...CartQuoteFields\n  }\n}\n\nfragment CartQuoteFields on CartQuote {\n  subtotal\n  shipping\n  total\n  currency\n  deliveryZone\n  orderable\n  lines {\n    productId\n    name\n    slug\n    image\n    color\n    size\n    quantity\n    available\n    unitPrice\n    discount\n    finalUnitPrice\n    lineTotal\n    shippingCost\n    problem\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactDetails {\n  settings {\n    siteName\n    contactEmail\n    contactPhone\n    contactAddress\n  }\n}"): (typeof documents)["query ContactDetails {\n  settings {\n    siteName\n    contactEmail\n    contactPhone\n    contactAddress\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateContactMessage($input: ContactMessageInput!) {\n  createContactMessage(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation CreateContactMessage($input: ContactMessageInput!) {\n  createContactMessage(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyPolicy {\n  settings {\n    siteName\n    privacyPolicy\n  }\n}"): (typeof documents)["query PrivacyPolicy {\n  settings {\n    siteName\n    privacyPolicy\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelOrder($id: ID!, $guestToken: String) {\n  cancelOrder(id: $id, guestToken: $guestToken) {\n    ...OrderDetailFields\n  }\n}"): (typeof documents)["mutation CancelOrder($id: ID!, $guestToken: String) {\n  cancelOrder(id: $id, guestToken: $guestToken) {\n    ...OrderDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GuestOrders($access: [OrderAccessInput!]!) {\n  guestOrders(access: $access) {\n    ...OrderDetailFields\n    inAccount\n  }\n}"): (typeof documents)["query GuestOrders($access: [OrderAccessInput!]!) {\n  guestOrders(access: $access) {\n    ...OrderDetailFields\n    inAccount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyOrders($status: OrderStatus, $skip: Int!, $take: Int!) {\n  myOrders(status: $status, skip: $skip, take: $take) {\n    totalItems\n    items {\n      ...OrderDetailFields\n    }\n  }\n}"): (typeof documents)["query MyOrders($status: OrderStatus, $skip: Int!, $take: Int!) {\n  myOrders(status: $status, skip: $skip, take: $take) {\n    totalItems\n    items {\n      ...OrderDetailFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Order($id: ID!, $guestToken: String) {\n  order(id: $id, guestToken: $guestToken) {\n    ...OrderDetailFields\n  }\n}"): (typeof documents)["query Order($id: ID!, $guestToken: String) {\n  order(id: $id, guestToken: $guestToken) {\n    ...OrderDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderDetailFields on Order {\n  id\n  number\n  ...OrderRecipient\n  currency\n  paymentMethod\n  paymentStatus\n  status\n  canCancel\n  createdAt\n  updatedAt\n  subtotal\n  shipping\n  total\n  lines {\n    ...OrderLineFields\n  }\n  history {\n    ...OrderHistoryFields\n  }\n}"): (typeof documents)["fragment OrderDetailFields on Order {\n  id\n  number\n  ...OrderRecipient\n  currency\n  paymentMethod\n  paymentStatus\n  status\n  canCancel\n  createdAt\n  updatedAt\n  subtotal\n  shipping\n  total\n  lines {\n    ...OrderLineFields\n  }\n  history {\n    ...OrderHistoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderHistoryFields on OrderStatusChange {\n  status\n  by\n  customerNote\n  at\n}"): (typeof documents)["fragment OrderHistoryFields on OrderStatusChange {\n  status\n  by\n  customerNote\n  at\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderLookup($input: OrderLookupInput!) {\n  orderLookup(input: $input) {\n    number\n    status\n    createdAt\n    currency\n    paymentMethod\n    paymentStatus\n    deliveryZone\n    subtotal\n    shipping\n    total\n    maskedPhone\n    maskedEmail\n    lines {\n      ...OrderLineFields\n    }\n    history {\n      ...OrderHistoryFields\n    }\n  }\n}"): (typeof documents)["query OrderLookup($input: OrderLookupInput!) {\n  orderLookup(input: $input) {\n    number\n    status\n    createdAt\n    currency\n    paymentMethod\n    paymentStatus\n    deliveryZone\n    subtotal\n    shipping\n    total\n    maskedPhone\n    maskedEmail\n    lines {\n      ...OrderLineFields\n    }\n    history {\n      ...OrderHistoryFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProducts($q: String!, $limit: Int! = 10) {\n  searchProducts(q: $q, limit: $limit) {\n    ...ProductCardFields\n    category {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query SearchProducts($q: String!, $limit: Int! = 10) {\n  searchProducts(q: $q, limit: $limit) {\n    ...ProductCardFields\n    category {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BannerContent on Banner {\n  id\n  image\n  mobileImage\n  imageAlt\n  title\n  subtitle\n  description\n  buttonText\n  buttonLink\n}"): (typeof documents)["fragment BannerContent on Banner {\n  id\n  image\n  mobileImage\n  imageAlt\n  title\n  subtitle\n  description\n  buttonText\n  buttonLink\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderLineFields on OrderLine {\n  id\n  productId\n  name\n  sku\n  image\n  color\n  size\n  discount\n  quantity\n  unitPrice\n  finalUnitPrice\n  lineTotal\n  shippingCost\n}"): (typeof documents)["fragment OrderLineFields on OrderLine {\n  id\n  productId\n  name\n  sku\n  image\n  color\n  size\n  discount\n  quantity\n  unitPrice\n  finalUnitPrice\n  lineTotal\n  shippingCost\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderRecipient on Order {\n  name\n  phone\n  email\n  deliveryZone\n  district\n  address\n  notes\n}"): (typeof documents)["fragment OrderRecipient on Order {\n  name\n  phone\n  email\n  deliveryZone\n  district\n  address\n  notes\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PixelConfig {\n  pixelConfig {\n    pixelId\n    status\n  }\n}"): (typeof documents)["query PixelConfig {\n  pixelConfig {\n    pixelId\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteSettings {\n  settings {\n    siteName\n    siteDescription\n    logo\n    favicon\n    currency\n    locale\n    priceRounding\n    contactEmail\n    contactPhone\n    contactAddress\n    socialMedia {\n      facebook\n      instagram\n      x\n      youtube\n      whatsAppLink\n    }\n  }\n}"): (typeof documents)["query SiteSettings {\n  settings {\n    siteName\n    siteDescription\n    logo\n    favicon\n    currency\n    locale\n    priceRounding\n    contactEmail\n    contactPhone\n    contactAddress\n    socialMedia {\n      facebook\n      instagram\n      x\n      youtube\n      whatsAppLink\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WishlistProduct($id: ID!) {\n  productById(id: $id) {\n    ...ProductCardFields\n    shippingCost\n    category {\n      id\n      name\n    }\n    variants {\n      id\n    }\n  }\n}"): (typeof documents)["query WishlistProduct($id: ID!) {\n  productById(id: $id) {\n    ...ProductCardFields\n    shippingCost\n    category {\n      id\n      name\n    }\n    variants {\n      id\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;