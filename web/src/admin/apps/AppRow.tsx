import { Badge, Box, Button, Grid, HStack, Heading, Stack, Text, Wrap } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { scopeLabel, sortedScopes } from "./appScopes";
import type { AdminAppFieldsFragment } from "../gql/graphql";
import { requestsSummary, requestsText, tokenPrefixText } from "./appView";
import { RequestBars } from "./RequestBars";

export interface AppDates {
  locale: string;
  /** "28 Nov 2026". */
  date: (iso: string) => string;
  /** "28 Nov 2026, 14:05". */
  dateTime: (iso: string) => string;
  /** "2:00 PM": the start of an hour of the chart. */
  hour: (iso: string) => string;
}

export interface AppRowProps {
  app: AdminAppFieldsFragment;
  dates: AppDates;
  onEdit: () => void;
  onRotate: () => void;
  onRevoke: () => void;
}

/** One labelled detail of the row: label above value. */
function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Stack gap="0.5" minW="0" gridColumn={wide ? { base: "1 / -1", md: "auto" } : undefined}>
      <Box as="dt" color="fg.muted" textStyle="xs">
        {label}
      </Box>
      <Box as="dd" textStyle="sm" overflowWrap="anywhere">
        {children}
      </Box>
    </Stack>
  );
}

/**
 * One app in the list: its name and status, scopes as badges, token prefix, created, last used and
 * the last 24 hours' requests with a bar per hour. An active app has Edit, Rotate token and
 * Revoke; a revoked one stays listed, greyed, without actions.
 */
export function AppRow({ app, dates, onEdit, onRotate, onRevoke }: AppRowProps) {
  const revoked = app.revokedAt != null;
  const summary = requestsSummary(app.requestCounts, dates.locale, dates.hour);
  return (
    <Box as="li" borderWidth="1px" rounded="l3" bg={revoked ? "bg.muted" : "bg"} color={revoked ? "fg.muted" : undefined} p="4">
      <Stack gap="3">
        <Stack direction={{ base: "column", md: "row" }} gap="2" justify="space-between" align={{ md: "center" }}>
          <HStack gap="2" wrap="wrap" minW="0">
            <Heading as="h2" size="md" overflowWrap="anywhere">
              {app.name}
            </Heading>
            <Badge colorPalette={revoked ? "gray" : "green"}>{revoked ? "Revoked" : "Active"}</Badge>
          </HStack>
          {revoked ? null : (
            <HStack gap="1" wrap="wrap">
              <Button size="sm" variant="outline" aria-label={`Edit ${app.name}`} onClick={onEdit}>
                Edit
              </Button>
              <Button size="sm" variant="outline" aria-label={`Rotate token of ${app.name}`} onClick={onRotate}>
                Rotate token
              </Button>
              <Button size="sm" variant="ghost" colorPalette="red" aria-label={`Revoke ${app.name}`} onClick={onRevoke}>
                Revoke
              </Button>
            </HStack>
          )}
        </Stack>

        <Wrap gap="1" as="ul" listStyle="none" aria-label="Scopes">
          {sortedScopes(app.scopes).map((scope) => (
            <Badge as="li" key={scope} variant="outline" colorPalette={revoked ? "gray" : "blue"}>
              {scopeLabel(scope)}
            </Badge>
          ))}
          {app.scopes.length === 0 ? <Text as="li" textStyle="sm">No scopes</Text> : null}
        </Wrap>

        <Grid as="dl" templateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr)) minmax(0, 1.5fr)" }} gap="3">
          <Detail label="Token">
            <Text as="span" fontFamily="mono">
              {tokenPrefixText(app.tokenPrefix)}
            </Text>
          </Detail>
          <Detail label="Created">{dates.date(app.createdAt)}</Detail>
          <Detail label="Last used">{app.lastUsedAt ? dates.dateTime(app.lastUsedAt) : "Never"}</Detail>
          <Detail label={revoked ? "Revoked" : "Budget"}>
            {revoked && app.revokedAt
              ? dates.dateTime(app.revokedAt)
              : `${app.budget.maximumAvailable.toLocaleString(dates.locale)} points, +${app.budget.restoreRate.toLocaleString(dates.locale)}/s`}
          </Detail>
          <Detail label="Requests, last 24 hours" wide>
            <Stack gap="1">
              <Text as="span">{requestsText(app.requestsLast24Hours, dates.locale)}</Text>
              <RequestBars counts={app.requestCounts} summary={summary} muted={revoked} />
            </Stack>
          </Detail>
        </Grid>
      </Stack>
    </Box>
  );
}
