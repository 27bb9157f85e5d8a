/**
 * The profile form's rules, the same as the server's `UpdateProfileInput`: display name up to
 * 100 characters, photo URL http(s) only ("Invalid URL", spec §5), phone of digits, spaces or
 * dashes, address up to 500 characters. All optional; an emptied field removes the value.
 */
import { serverFieldErrors } from "../shared/errors/serverFieldErrors";
import type { UpdateProfileInput, UserRecordFieldsFragment } from "../gql/graphql";
import { displayNameProblem, type FormErrors } from "./signInForms";
import { urlProblem } from "./urlRule";

export interface ProfileValues {
  displayName: string;
  photoURL: string;
  phone: string;
  address: string;
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = FormErrors<ProfileValues>;

export const PROFILE_LIMITS = { displayName: 100, photoURL: 500, phone: 30, address: 500 } as const;

/** Digits, spaces and dashes, with an optional leading + (the server's rule). */
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,28}$/u;

const FIELDS: readonly ProfileField[] = ["displayName", "photoURL", "phone", "address"];

/** The form's starting values: the shop's record, with missing values as empty fields. */
export function profileValuesFrom(record: Pick<UserRecordFieldsFragment, ProfileField> | null | undefined): ProfileValues {
  return {
    displayName: record?.displayName ?? "",
    photoURL: record?.photoURL ?? "",
    phone: record?.phone ?? "",
    address: record?.address ?? "",
  };
}

/** The first problem with each field, in the server's words; empty when the form can be sent. */
export function validateProfileForm(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const displayName = displayNameProblem(values.displayName, false);
  if (displayName) errors.displayName = displayName;
  const photoURL = values.photoURL.trim();
  const photo = urlProblem(photoURL) ?? (photoURL.length > PROFILE_LIMITS.photoURL ? "A photo URL has at most 500 characters." : undefined);
  if (photo) errors.photoURL = photo;
  const phone = values.phone.trim();
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = "Enter a phone number of digits, spaces or dashes.";
  if (values.address.trim().length > PROFILE_LIMITS.address) errors.address = "An address has at most 500 characters.";
  return errors;
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


/** The server's field errors for the profile form (see shared/errors/serverFieldErrors). */
export function profileServerErrors(error: unknown): ProfileErrors {
  return serverFieldErrors(error, FIELDS);
}
