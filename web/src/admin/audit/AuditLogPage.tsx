import { useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Code, Field, Heading, Input, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { SelectField } from "../../shared/components/SelectField";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { AdminAuditEntryDocument, AdminAuditFilterChoicesDocument, AdminAuditLogDocument, type AdminAuditLogQuery } from "../gql/graphql";
import { DialogFrame } from "../list-page/FormDialog";
import { ListPageBody } from "../list-page/ListPageBody";
import { parseDay } from "../list-page/listParams";
import { useListPage } from "../list-page/useListPage";
import { useDateTime } from "../webhooks/useDateTime";
import { actorLabel, actorParam, auditList, auditVariables, whatChoices } from "./auditParams";

type Entry = AdminAuditLogQuery["auditLog"]["items"][number];

const entryActor = (entry: Pick<Entry, "actorUid" | "actorEmail" | "actorAppId" | "actorAppName">) =>
  actorLabel({ uid: entry.actorUid, email: entry.actorEmail, appId: entry.actorAppId, appName: entry.actorAppName });

const ENTRIES = { none: "No entries", one: "1 entry", many: "entries" };

/**
 * `/admin-dashboard/audit-log`: every admin write, newest first: who (a person or an app), what
 * (the action on which records) and when; filtered by who, what and a range of days (the view
 * lives in the URL: auditParams.ts). Each entry opens to what changed.
 */
export function AuditLogPage() {
  const page = useListPage(auditList, AdminAuditLogDocument, { variables: auditVariables, page: (data) => data.auditLog });
  const { view, list, shown, change } = page;
  const [opened, setOpened] = useState<string | null>(null);

  return (
    <Stack gap="6">
      <Stack gap="1" maxW="3xl">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Audit log
        </Heading>
        <Text color="fg.muted">Every change made in the admin or by an app: who made it, what it changed, and when. Newest first.</Text>
      </Stack>
      <AuditFilters view={view} onChange={change} />
      <ListPageBody
        page={page}
        words={ENTRIES}
        loading="Loading the audit log…"
        errorFallback="Failed to fetch the audit log"
        empty={{ title: "Nothing changed yet", description: "When you or an app change products, orders, settings or anything else, each change is recorded here." }}
        narrowed={
          auditList.hasNarrowingFilters(view)
            ? { title: "No entries match", description: "No change matches these filters.", clearLabel: "Show every entry" }
            : null
        }
      >
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Audit entries" aria-busy={list.loading} opacity={list.loading && shown ? 0.6 : 1}>
          {page.skeletonRows
            ? Array.from({ length: page.skeletonRows }, (_, index) => (
                <li key={index}>
                  <Skeleton height="16" rounded="l2" />
                </li>
              ))
            : page.rows.map((entry) => <EntryRow key={entry.id} entry={entry} onOpen={() => setOpened(entry.id)} />)}
        </Stack>
      </ListPageBody>
      <EntryDialog id={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}

/** Who, what and the days; the choices come from the log itself. */
function AuditFilters({ view, onChange }: { view: ReturnType<typeof auditList.parse>; onChange: (changes: Partial<typeof view>) => void }) {
  const choices = useQuery(AdminAuditFilterChoicesDocument, { fetchPolicy: "cache-and-network" });
  const actors = choices.data?.auditFilterChoices.actors ?? [];
  const actions = choices.data?.auditFilterChoices.actions ?? [];
  const whoOptions = [{ value: "", label: "Anyone" }, ...actors.map((actor) => ({ value: actorParam(actor), label: actorLabel(actor) }))];
  const whatOptions = [{ value: "", label: "Any change" }, ...whatChoices(actions)];
  // A value from the URL that the choices do not (yet) hold still shows as chosen.
  if (view.who && !whoOptions.some((option) => option.value === view.who)) whoOptions.push({ value: view.who, label: view.who.replace(/^\w+:/u, "") });
  if (view.what && !whatOptions.some((option) => option.value === view.what)) whatOptions.push({ value: view.what, label: view.what });

  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end" maxW="5xl" role="group" aria-label="Filter the audit log">
      <SelectField label="Who" value={view.who ?? ""} options={whoOptions} onValueChange={(who) => onChange({ who: who || null })} />
      <SelectField label="What" value={view.what ?? ""} options={whatOptions} onValueChange={(what) => onChange({ what: what || null })} />
      <DayField label="From" value={view.from} max={view.to} onChange={(from) => onChange({ from })} />
      <DayField label="To" value={view.to} min={view.from} onChange={(to) => onChange({ to })} />
    </SimpleGrid>
  );
}

function DayField({ label, value, min, max, onChange }: { label: string; value: string | null; min?: string | null; max?: string | null; onChange: (day: string | null) => void }) {
  return (
    <Field.Root>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Input size="sm" type="date" value={value ?? ""} min={min ?? undefined} max={max ?? undefined} onChange={(event) => onChange(parseDay(event.currentTarget.value))} />
    </Field.Root>
  );
}

function EntryRow({ entry, onOpen }: { entry: Entry; onOpen: () => void }) {
  const dateTime = useDateTime();
  const records = entry.entityIds.length === 1 ? `1 ${entry.entityType}` : `${entry.entityIds.length} ${entry.entityType} records`;
  return (
    <Box as="li" borderWidth="1px" rounded="l2" p="3" bg="bg">
      <Stack direction={{ base: "column", md: "row" }} gap={{ base: 1, md: 4 }} align={{ md: "center" }}>
        <Text asChild color="fg.muted" textStyle="sm" minW={{ md: "48" }}>
          <time dateTime={entry.at}>{dateTime(entry.at)}</time>
        </Text>
        <Text minW={{ md: "56" }} overflowWrap="anywhere" fontWeight="medium">
          {entryActor(entry)}
        </Text>
        <Stack direction="row" gap="2" align="center" flex="1" wrap="wrap">
          <Code overflowWrap="anywhere">{entry.action}</Code>
          <Text textStyle="sm" color="fg.muted">
            {records}
          </Text>
        </Stack>
        <Button size="sm" variant="outline" alignSelf={{ base: "start", md: "center" }} onClick={onOpen} aria-label={`Details of ${entry.action} at ${dateTime(entry.at)}`}>
          Details
        </Button>
      </Stack>
    </Box>
  );
}

/** One entry: who, when, the records, and the values kept from before and after. */
function EntryDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const dateTime = useDateTime();
  const { data, error, refetch, networkStatus } = useQuery(AdminAuditEntryDocument, { variables: { id: id ?? "" }, skip: !id });
  const entry = data?.auditEntry;
  return (
    <DialogFrame
      open={Boolean(id)}
      onClose={onClose}
      busy={false}
      closeButton
      size={{ base: "full", md: "lg" }}
      scrollBehavior="inside"
      title={entry ? entry.action : "Audit entry"}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {error && !entry ? (
        <QueryLoadError error={error} fallback="Failed to load the entry" refetch={refetch} networkStatus={networkStatus} />
      ) : entry ? (
        <Stack gap="4">
          <Text>
            {entryActor(entry)} · <time dateTime={entry.at}>{dateTime(entry.at)}</time>
          </Text>
          <Stack gap="1">
            <Heading as="h3" size="sm">
              Records ({entry.entityType})
            </Heading>
            <Stack direction="row" wrap="wrap" gap="1">
              {entry.entityIds.length ? entry.entityIds.map((record) => <Badge key={record} variant="outline" fontFamily="mono" overflowWrap="anywhere" whiteSpace="normal">{record}</Badge>) : <Text color="fg.muted">None</Text>}
            </Stack>
          </Stack>
          <Values title="Before" json={entry.before} />
          <Values title="After" json={entry.after} />
        </Stack>
      ) : (
        <Stack gap="3" aria-busy="true" aria-label="Loading the entry">
          <Skeleton height="5" />
          <Skeleton height="24" />
        </Stack>
      )}
    </DialogFrame>
  );
}

function Values({ title, json }: { title: string; json: string | null | undefined }) {
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {json ? (
        <Box as="pre" textStyle="sm" fontFamily="mono" bg="bg.muted" p="3" rounded="l2" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {JSON.stringify(JSON.parse(json), null, 2)}
        </Box>
      ) : (
        <Text color="fg.muted">Nothing kept</Text>
      )}
    </Stack>
  );
}
