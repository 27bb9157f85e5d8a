import { useBreakpointValue } from "@chakra-ui/react";

/**
 * True below the tablet breakpoint (Chakra's `md`, 48em): admin lists show cards and fold their
 * filters into a sheet there (decision 061). Measured on the client at once (`ssr: false`): the
 * admin is never server-rendered, and a first render at the wrong width would flash a table.
 */
export function usePhoneLayout(): boolean {
  return useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
}
