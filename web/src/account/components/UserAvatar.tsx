import { Avatar, type AvatarRootProps } from "@chakra-ui/react";
import { UserIcon } from "./AccountIcons";

export interface UserAvatarProps extends Omit<AvatarRootProps, "children"> {
  name: string;
  photoURL?: string | null;
  /** The photo's text alternative; without one the avatar is decorative (the name is shown beside it). */
  alt?: string;
  /** A person icon instead of initials (inside a control whose name is not the person's). */
  iconFallback?: boolean;
}

/** The person's photo, or their initials. */
export function UserAvatar({ name, photoURL, alt, iconFallback = false, ...props }: UserAvatarProps) {
  return (
    <Avatar.Root colorPalette="blue" aria-hidden={alt ? undefined : "true"} {...props}>
      {iconFallback ? (
        <Avatar.Fallback>
          <UserIcon boxSize="5" />
        </Avatar.Fallback>
      ) : (
        <Avatar.Fallback name={name} />
      )}
      {photoURL ? <Avatar.Image src={photoURL} alt={alt ?? ""} referrerPolicy="no-referrer" /> : null}
    </Avatar.Root>
  );
}
