import { Icon, type IconProps } from "@chakra-ui/react";

export interface StrokeIconProps extends IconProps {
  /** The line's width in the 24×24 grid. */
  weight?: number;
}

/**
 * The base of the web's outline icons: a 24×24 stroke drawing in the current colour, decorative,
 * so hidden from assistive tech (the button or link around it carries the name).
 */
export function StrokeIcon({ children, weight = 1.8, ...props }: StrokeIconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={weight} strokeLinecap="round" strokeLinejoin="round">
        {children}
      </svg>
    </Icon>
  );
}
