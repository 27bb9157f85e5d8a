/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type StockLineInput = {
  adjust?: number | null | undefined;
  set?: number | null | undefined;
  sku: string;
};

export type StockLineStatus =
  | 'NOT_FOUND'
  | 'REFUSED'
  | 'UPDATED';

export type UpdateStockBySkuInput = {
  idempotencyKey: string;
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