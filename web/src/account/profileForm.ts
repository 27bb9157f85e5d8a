/**
 * The profile form's values and the mutation's input. Its rules are common's `profileRules`, the
 * same the server applies to `UpdateProfileInput`: every field optional; an emptied field removes
 * the value.
 */
import type { UpdateProfileInput, UserRecordFieldsFragment } from "../gql/graphql";

export interface ProfileValues {
  displayName: string;
  photoURL: string;
  phone: string;
  address: string;
}

export type ProfileField = keyof ProfileValues;

/** The form's starting values: the shop's record, with missing values as empty fields. */
export function profileValuesFrom(record: Pick<UserRecordFieldsFragment, ProfileField> | null | undefined): ProfileValues {
  return {
    displayName: record?.displayName ?? "",
    photoURL: record?.photoURL ?? "",
    phone: record?.phone ?? "",
    address: record?.address ?? "",
  };
}

/** The mutation's input: every field trimmed; an empty string removes the value on the server. */
export function toUpdateProfileInput(values: ProfileValues): UpdateProfileInput {
  return {
    displayName: values.displayName.trim(),
    photoURL: values.photoURL.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
  };
}
