/**
 * The Apps area's operations, typed by hand until the `apps` schema is merged; then they move to
 * Apps.graphql and codegen types them (docs/api.md).
 */
import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AdminAppFieldsFragment, AppScope, CreateAppInput, UpdateAppInput } from "./appTypes";

const APP_FIELDS = gql`
  fragment AdminAppFields on App {
    id
    name
    scopes
    tokenPrefix
    budget {
      maximumAvailable
      restoreRate
    }
    createdAt
    lastUsedAt
    revokedAt
    requestsLast24Hours
    requestCounts(hours: 24) {
      hour
      requests
    }
  }
`;

export interface AdminAppsQuery {
  apps: AdminAppFieldsFragment[];
}
export const AdminAppsDocument: TypedDocumentNode<AdminAppsQuery, Record<string, never>> = gql`
  query AdminApps {
    apps {
      ...AdminAppFields
    }
  }
  ${APP_FIELDS}
`;

interface AppWithToken {
  app: AdminAppFieldsFragment;
  token: string;
}

export const CreateAppDocument: TypedDocumentNode<{ createApp: AppWithToken }, { input: CreateAppInput }> = gql`
  mutation CreateApp($input: CreateAppInput!) {
    createApp(input: $input) {
      app {
        ...AdminAppFields
      }
      token
    }
  }
  ${APP_FIELDS}
`;

export const UpdateAppDocument: TypedDocumentNode<{ updateApp: AdminAppFieldsFragment }, { id: string; input: UpdateAppInput }> = gql`
  mutation UpdateApp($id: ID!, $input: UpdateAppInput!) {
    updateApp(id: $id, input: $input) {
      ...AdminAppFields
    }
  }
  ${APP_FIELDS}
`;

export const RotateAppTokenDocument: TypedDocumentNode<{ rotateAppToken: AppWithToken }, { id: string }> = gql`
  mutation RotateAppToken($id: ID!) {
    rotateAppToken(id: $id) {
      app {
        ...AdminAppFields
      }
      token
    }
  }
  ${APP_FIELDS}
`;

export const RevokeAppDocument: TypedDocumentNode<{ revokeApp: AdminAppFieldsFragment }, { id: string }> = gql`
  mutation RevokeApp($id: ID!) {
    revokeApp(id: $id) {
      ...AdminAppFields
    }
  }
  ${APP_FIELDS}
`;

export type { AdminAppFieldsFragment, AppScope };
