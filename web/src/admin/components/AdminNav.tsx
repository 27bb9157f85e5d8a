import { Link, List, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { NavLink } from "react-router";
import { adminNavSections } from "../adminAreas";
import { adminHref } from "../adminPaths";

export interface AdminNavProps {
  /** Called when a link is followed (the mobile drawer closes then). */
  onNavigate?: () => void;
}

/**
 * The admin areas, grouped (`adminNavSections`): a `nav` landmark named "Admin"; the current
 * area's link has `aria-current="page"` (react-router's NavLink sets it).
 */
export function AdminNav({ onNavigate }: AdminNavProps) {
  const id = useId();
  return (
    <Stack as="nav" aria-label="Admin" gap="5">
      {adminNavSections().map((section, index) => {
        const headingId = `${id}-${String(index)}`;
        return (
          <Stack key={section.group ?? ""} gap="1">
            {section.group ? (
              <Text id={headingId} px="3" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
                {section.group}
              </Text>
            ) : null}
            <List.Root listStyle="none" gap="0.5" aria-labelledby={section.group ? headingId : undefined}>
              {section.areas.map((area) => (
                <List.Item key={area.path}>
                  <Link
                    asChild
                    display="flex"
                    alignItems="center"
                    justifyContent="space-between"
                    gap="2"
                    w="full"
                    px="3"
                    py="2"
                    rounded="l2"
                    color="fg"
                    fontWeight="medium"
                    textDecoration="none"
                    _hover={{ bg: "bg.muted", textDecoration: "none" }}
                    _currentPage={{ bg: "blue.subtle", color: "blue.fg" }}
                  >
                    <NavLink to={adminHref(area.path)} end onClick={onNavigate}>
                      {area.label}
                      {area.badge ? <area.badge /> : null}
                    </NavLink>
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        );
      })}
    </Stack>
  );
}
