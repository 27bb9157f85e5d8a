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
    "fragment AdminCategoryFields on Category {\n  id\n  name\n  slug\n  image\n  subCategories\n  sortOrder\n}\n\nquery AdminCategories {\n  categories {\n    ...AdminCategoryFields\n  }\n}\n\nmutation CreateCategory($input: CategoryInput!) {\n  createCategory(input: $input) {\n    ...AdminCategoryFields\n  }\n}\n\nmutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...AdminCategoryFields\n  }\n}\n\nmutation ReorderCategories($ids: [ID!]!) {\n  reorderCategories(ids: $ids) {\n    id\n    sortOrder\n  }\n}\n\nmutation DeleteCategory($id: ID!, $moveProductsTo: ID) {\n  deleteCategory(id: $id, moveProductsTo: $moveProductsTo)\n}": typeof types.AdminCategoryFieldsFragmentDoc,
    "query AdminDashboard {\n  active: products(take: 0, filter: {status: ACTIVE}) {\n    totalItems\n  }\n  draft: products(take: 0, filter: {status: DRAFT}) {\n    totalItems\n  }\n}": typeof types.AdminDashboardDocument,
    "query AdminProducts($filter: ProductFilter!, $sort: ProductSort!, $skip: Int!, $take: Int!) {\n  products(filter: $filter, sort: $sort, skip: $skip, take: $take) {\n    items {\n      id\n      name\n      slug\n      sku\n      images\n      price\n      discount\n      finalPrice\n      stock\n      status\n      updatedAt\n      category {\n        id\n        name\n      }\n      subCategory\n    }\n    totalItems\n  }\n}\n\nquery AdminCategoryOptions {\n  categories {\n    id\n    name\n    slug\n  }\n}": typeof types.AdminProductsDocument,
    "mutation DuplicateProduct($id: ID!) {\n  duplicateProduct(id: $id) {\n    id\n    name\n  }\n}\n\nmutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids)\n}\n\nmutation SetProductsStatus($ids: [ID!]!, $status: ProductStatus!) {\n  setProductsStatus(ids: $ids, status: $status)\n}": typeof types.DuplicateProductDocument,
    "fragment ProductFormFields on Product {\n  id\n  sku\n  name\n  slug\n  status\n  price\n  discount\n  finalPrice\n  description\n  category {\n    id\n  }\n  subCategory\n  brand\n  stock\n  shippingCost\n  featured\n  tags\n  warranty\n  returnPolicy\n  specifications {\n    feature\n    value\n  }\n  additionalInfo\n  variants {\n    id\n    color\n    size\n    additionalPrice\n    stock\n  }\n  media {\n    url\n    alt\n  }\n  deletedAt\n}\n\nquery AdminProductForm($id: ID!) {\n  adminProduct(id: $id) {\n    ...ProductFormFields\n  }\n}\n\nquery ProductFormCategories {\n  categories {\n    id\n    name\n    subCategories\n  }\n}\n\nmutation CreateProduct($input: ProductInput!, $idempotencyKey: String) {\n  createProduct(input: $input, idempotencyKey: $idempotencyKey) {\n    ...ProductFormFields\n  }\n}\n\nmutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFormFields\n  }\n}": typeof types.ProductFormFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment AdminCategoryFields on Category {\n  id\n  name\n  slug\n  image\n  subCategories\n  sortOrder\n}\n\nquery AdminCategories {\n  categories {\n    ...AdminCategoryFields\n  }\n}\n\nmutation CreateCategory($input: CategoryInput!) {\n  createCategory(input: $input) {\n    ...AdminCategoryFields\n  }\n}\n\nmutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...AdminCategoryFields\n  }\n}\n\nmutation ReorderCategories($ids: [ID!]!) {\n  reorderCategories(ids: $ids) {\n    id\n    sortOrder\n  }\n}\n\nmutation DeleteCategory($id: ID!, $moveProductsTo: ID) {\n  deleteCategory(id: $id, moveProductsTo: $moveProductsTo)\n}": types.AdminCategoryFieldsFragmentDoc,
    "query AdminDashboard {\n  active: products(take: 0, filter: {status: ACTIVE}) {\n    totalItems\n  }\n  draft: products(take: 0, filter: {status: DRAFT}) {\n    totalItems\n  }\n}": types.AdminDashboardDocument,
    "query AdminProducts($filter: ProductFilter!, $sort: ProductSort!, $skip: Int!, $take: Int!) {\n  products(filter: $filter, sort: $sort, skip: $skip, take: $take) {\n    items {\n      id\n      name\n      slug\n      sku\n      images\n      price\n      discount\n      finalPrice\n      stock\n      status\n      updatedAt\n      category {\n        id\n        name\n      }\n      subCategory\n    }\n    totalItems\n  }\n}\n\nquery AdminCategoryOptions {\n  categories {\n    id\n    name\n    slug\n  }\n}": types.AdminProductsDocument,
    "mutation DuplicateProduct($id: ID!) {\n  duplicateProduct(id: $id) {\n    id\n    name\n  }\n}\n\nmutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids)\n}\n\nmutation SetProductsStatus($ids: [ID!]!, $status: ProductStatus!) {\n  setProductsStatus(ids: $ids, status: $status)\n}": types.DuplicateProductDocument,
    "fragment ProductFormFields on Product {\n  id\n  sku\n  name\n  slug\n  status\n  price\n  discount\n  finalPrice\n  description\n  category {\n    id\n  }\n  subCategory\n  brand\n  stock\n  shippingCost\n  featured\n  tags\n  warranty\n  returnPolicy\n  specifications {\n    feature\n    value\n  }\n  additionalInfo\n  variants {\n    id\n    color\n    size\n    additionalPrice\n    stock\n  }\n  media {\n    url\n    alt\n  }\n  deletedAt\n}\n\nquery AdminProductForm($id: ID!) {\n  adminProduct(id: $id) {\n    ...ProductFormFields\n  }\n}\n\nquery ProductFormCategories {\n  categories {\n    id\n    name\n    subCategories\n  }\n}\n\nmutation CreateProduct($input: ProductInput!, $idempotencyKey: String) {\n  createProduct(input: $input, idempotencyKey: $idempotencyKey) {\n    ...ProductFormFields\n  }\n}\n\nmutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFormFields\n  }\n}": types.ProductFormFieldsFragmentDoc,
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
export function graphql(source: "fragment AdminCategoryFields on Category {\n  id\n  name\n  slug\n  image\n  subCategories\n  sortOrder\n}\n\nquery AdminCategories {\n  categories {\n    ...AdminCategoryFields\n  }\n}\n\nmutation CreateCategory($input: CategoryInput!) {\n  createCategory(input: $input) {\n    ...AdminCategoryFields\n  }\n}\n\nmutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...AdminCategoryFields\n  }\n}\n\nmutation ReorderCategories($ids: [ID!]!) {\n  reorderCategories(ids: $ids) {\n    id\n    sortOrder\n  }\n}\n\nmutation DeleteCategory($id: ID!, $moveProductsTo: ID) {\n  deleteCategory(id: $id, moveProductsTo: $moveProductsTo)\n}"): (typeof documents)["fragment AdminCategoryFields on Category {\n  id\n  name\n  slug\n  image\n  subCategories\n  sortOrder\n}\n\nquery AdminCategories {\n  categories {\n    ...AdminCategoryFields\n  }\n}\n\nmutation CreateCategory($input: CategoryInput!) {\n  createCategory(input: $input) {\n    ...AdminCategoryFields\n  }\n}\n\nmutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...AdminCategoryFields\n  }\n}\n\nmutation ReorderCategories($ids: [ID!]!) {\n  reorderCategories(ids: $ids) {\n    id\n    sortOrder\n  }\n}\n\nmutation DeleteCategory($id: ID!, $moveProductsTo: ID) {\n  deleteCategory(id: $id, moveProductsTo: $moveProductsTo)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDashboard {\n  active: products(take: 0, filter: {status: ACTIVE}) {\n    totalItems\n  }\n  draft: products(take: 0, filter: {status: DRAFT}) {\n    totalItems\n  }\n}"): (typeof documents)["query AdminDashboard {\n  active: products(take: 0, filter: {status: ACTIVE}) {\n    totalItems\n  }\n  draft: products(take: 0, filter: {status: DRAFT}) {\n    totalItems\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminProducts($filter: ProductFilter!, $sort: ProductSort!, $skip: Int!, $take: Int!) {\n  products(filter: $filter, sort: $sort, skip: $skip, take: $take) {\n    items {\n      id\n      name\n      slug\n      sku\n      images\n      price\n      discount\n      finalPrice\n      stock\n      status\n      updatedAt\n      category {\n        id\n        name\n      }\n      subCategory\n    }\n    totalItems\n  }\n}\n\nquery AdminCategoryOptions {\n  categories {\n    id\n    name\n    slug\n  }\n}"): (typeof documents)["query AdminProducts($filter: ProductFilter!, $sort: ProductSort!, $skip: Int!, $take: Int!) {\n  products(filter: $filter, sort: $sort, skip: $skip, take: $take) {\n    items {\n      id\n      name\n      slug\n      sku\n      images\n      price\n      discount\n      finalPrice\n      stock\n      status\n      updatedAt\n      category {\n        id\n        name\n      }\n      subCategory\n    }\n    totalItems\n  }\n}\n\nquery AdminCategoryOptions {\n  categories {\n    id\n    name\n    slug\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DuplicateProduct($id: ID!) {\n  duplicateProduct(id: $id) {\n    id\n    name\n  }\n}\n\nmutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids)\n}\n\nmutation SetProductsStatus($ids: [ID!]!, $status: ProductStatus!) {\n  setProductsStatus(ids: $ids, status: $status)\n}"): (typeof documents)["mutation DuplicateProduct($id: ID!) {\n  duplicateProduct(id: $id) {\n    id\n    name\n  }\n}\n\nmutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids)\n}\n\nmutation SetProductsStatus($ids: [ID!]!, $status: ProductStatus!) {\n  setProductsStatus(ids: $ids, status: $status)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductFormFields on Product {\n  id\n  sku\n  name\n  slug\n  status\n  price\n  discount\n  finalPrice\n  description\n  category {\n    id\n  }\n  subCategory\n  brand\n  stock\n  shippingCost\n  featured\n  tags\n  warranty\n  returnPolicy\n  specifications {\n    feature\n    value\n  }\n  additionalInfo\n  variants {\n    id\n    color\n    size\n    additionalPrice\n    stock\n  }\n  media {\n    url\n    alt\n  }\n  deletedAt\n}\n\nquery AdminProductForm($id: ID!) {\n  adminProduct(id: $id) {\n    ...ProductFormFields\n  }\n}\n\nquery ProductFormCategories {\n  categories {\n    id\n    name\n    subCategories\n  }\n}\n\nmutation CreateProduct($input: ProductInput!, $idempotencyKey: String) {\n  createProduct(input: $input, idempotencyKey: $idempotencyKey) {\n    ...ProductFormFields\n  }\n}\n\nmutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFormFields\n  }\n}"): (typeof documents)["fragment ProductFormFields on Product {\n  id\n  sku\n  name\n  slug\n  status\n  price\n  discount\n  finalPrice\n  description\n  category {\n    id\n  }\n  subCategory\n  brand\n  stock\n  shippingCost\n  featured\n  tags\n  warranty\n  returnPolicy\n  specifications {\n    feature\n    value\n  }\n  additionalInfo\n  variants {\n    id\n    color\n    size\n    additionalPrice\n    stock\n  }\n  media {\n    url\n    alt\n  }\n  deletedAt\n}\n\nquery AdminProductForm($id: ID!) {\n  adminProduct(id: $id) {\n    ...ProductFormFields\n  }\n}\n\nquery ProductFormCategories {\n  categories {\n    id\n    name\n    subCategories\n  }\n}\n\nmutation CreateProduct($input: ProductInput!, $idempotencyKey: String) {\n  createProduct(input: $input, idempotencyKey: $idempotencyKey) {\n    ...ProductFormFields\n  }\n}\n\nmutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFormFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;