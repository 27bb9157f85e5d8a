/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** One SKU's stock: exactly one of set (0 to 1,000,000) and adjust (non-zero, -1,000,000 to 1,000,000). */
export type StockLineInput = {
  /** Added to the stock (negative: taken off); refused if the stock would go below 0. */
  adjust?: number | null | undefined;
  /** The stock to set. */
  set?: number | null | undefined;
  /** A product's SKU (a product without variants) or a variant's SKU. */
  sku: string;
};

/** UPDATED: the stock is now `stock`. NOT_FOUND: no product or variant has the SKU. REFUSED: nothing changed; `message` says why and `stock` is the current stock. */
export type StockLineStatus =
  | 'NOT_FOUND'
  | 'REFUSED'
  | 'UPDATED';

export type UpdateStockBySkuInput = {
  /** 8 to 80 characters, one per change: calling again with it and the same lines answers the first result (replayed: true) and changes nothing. */
  idempotencyKey: string;
  /** 1 to 250 lines, each SKU once. */
  lines: Array<StockLineInput>;
};

export type UpdateStockBySkuMutationVariables = Exact<{
  input: UpdateStockBySkuInput;
}>;


export type UpdateStockBySkuMutation = { updateStockBySku: { updated: number, failed: number, replayed: boolean, lines: Array<{ sku: string, status: StockLineStatus, stock: number | null, message: string | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const UpdateStockBySkuDocument = new TypedDocumentString(`
    mutation UpdateStockBySku($input: UpdateStockBySkuInput!) {
  updateStockBySku(input: $input) {
    updated
    failed
    replayed
    lines {
      sku
      status
      stock
      message
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateStockBySkuMutation, UpdateStockBySkuMutationVariables>;